import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import english from './catalog/en.json'
import german from './catalog/de.json'

/**
 * Extraction, as `lingui extract` would do it but without macros: the TypeScript compiler reads src/ and collects
 * every text the code can show, so a text missing in either catalog fails here rather than showing in English in
 * German. Two nets: whatever the translation function (`_`, `i18n._`) can be asked for, resolved through the
 * types (a constant, a union of literals), and every literal that reads like text wherever it sits (a table of
 * messages, a declaration, a default), unless it sits where no person reads it (NOT_TEXT and the positions below).
 */
const ROOT = join(import.meta.dirname, '..', '..')
const SRC = join(ROOT, 'src')

/** Literals that read like text but are not shown as the console's words, and why. */
const NOT_TEXT: Record<string, string> = {
  'Nutrition Console': 'the product name, the same in every language',
  Deutsch: 'each language is offered by its own name',
  English: 'each language is offered by its own name',
  Authorization: 'an HTTP header',
  Init: "a hub method's name (docs/hub-contract.md)",
  Extensions: "a hub method's name (docs/hub-contract.md, the optional extensions)",
  Connected: "the SignalR connection's state",
  Url: "an image value's key",
  Enter: 'a key name',
  Escape: 'a key name',
  End: 'a key name',
  'The screen could not be loaded.': "a ChunkLoadError's message for the log; the screen shows its own text",
}

/** A literal that reads like words: a capital, then letters, perhaps more words and an end mark. */
const LOOKS_LIKE_TEXT = /^[A-Z][a-z]+(?:[ ,][^\s]+)*[.!?]?$/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return ['catalog', 'test'].includes(entry.name) ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|gen|d)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function program(files: string[]): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  return ts.createProgram(files, config.options)
}

const isTranslateCall = (node: ts.CallExpression) => {
  const callee = node.expression
  return (ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '') === '_'
}

/** Where a literal is code, not words: modules, types, keys, comparisons, logs and errors. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return true
  if (ts.isElementAccessExpression(parent) || ts.isCaseClause(parent)) return true
  if (ts.isBinaryExpression(parent) && /=/.test(ts.tokenToString(parent.operatorToken.kind) ?? '')) return true
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression)) {
    const callee = parent.expression.getText()
    return /^console\./.test(callee)
  }
  if (ts.isNewExpression(parent)) return /Error$/.test(parent.expression.getText())
  return false
}

interface Found {
  where: string
  text: string
}

function extract(): { asked: Found[]; textLike: Found[]; dynamic: number; literals: Set<string> } {
  const files = sources(SRC)
  const prog = program(files)
  const checker = prog.getTypeChecker()
  const asked: Found[] = []
  const textLike: Found[] = []
  let dynamic = 0
  const literals = new Set<string>()
  for (const file of files) {
    const source = prog.getSourceFile(file)
    if (!source) throw new Error(`${file} is not in the program`)
    const where = (node: ts.Node) =>
      `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isTranslateCall(node) && node.arguments[0]) {
        const type = checker.getTypeAtLocation(node.arguments[0])
        const parts = type.isUnion() ? type.types : [type]
        if (parts.every((part) => part.isStringLiteral()))
          for (const part of parts) asked.push({ where: where(node), text: (part as ts.StringLiteralType).value })
        // A text read from a table (a declaration's label, a screen's title): the table's literals are found below.
        else dynamic++
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text)
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        LOOKS_LIKE_TEXT.test(node.text) &&
        !Object.hasOwn(NOT_TEXT, node.text) &&
        !isCodePosition(node)
      )
        textLike.push({ where: where(node), text: node.text })
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { asked, textLike, dynamic, literals }
}

const inBoth = (text: string) =>
  Object.hasOwn(english, text) && Object.hasOwn(german, text) && german[text as keyof typeof german] !== ''

describe('every text in the code is in both catalogs (docs/decisions.md, "Language: German and English with Lingui")', () => {
  const { asked, textLike, dynamic, literals } = extract()

  test('whatever the translation function can be asked for', () => {
    expect(asked.length).toBeGreaterThan(200)
    expect(dynamic).toBeGreaterThan(0)
    expect(asked.filter(({ text }) => !inBoth(text))).toEqual([])
  })

  test('every literal that reads like text, wherever it is held (message tables, declarations, defaults)', () => {
    expect(textLike.length).toBeGreaterThan(200)
    expect(textLike.filter(({ text }) => !inBoth(text))).toEqual([])
  })

  test('NOT_TEXT lists only literals the code still has', () => {
    const stale = Object.keys(NOT_TEXT).filter((text) => !literals.has(text) || !LOOKS_LIKE_TEXT.test(text))
    expect(stale).toEqual([])
  })
})
