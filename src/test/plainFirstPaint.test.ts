/**
 * Issues 12 and 20: the signed-in shell and every signed-in screen paint without Chakra. Nothing their modules import
 * statically (the code that comes with their chunks) may reach Chakra or Emotion; they load through `Themed` (a
 * dynamic import) when a dialog needs them. Read from the sources, so a stray static import fails here, not only in the bench.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

/** The modules the plain first paint starts from (vitest runs from the repository's root). */
const PLAIN_ENTRIES = ['src/routes/_app.tsx', 'src/routes/_app/index.tsx', 'src/features/resources/listRoute.tsx']
/** Every other signed-in screen: the dashboard, the profile and the demo screens (issue 20 §3). */
const SCREEN_ROUTES = ['dashboard', 'user-profile', 'typography', 'icons', 'maps', 'notifications'].map((name) => `src/routes/_app/${name}.tsx`)
const CHAKRA = /^@(chakra-ui|emotion)\//
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function resolveLocal(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/') ? resolve('src', specifier.slice(2)) : resolve(dirname(from), specifier)
  if (existsSync(base) && /\.(tsx?|css)$/.test(base)) return base
  return EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path))
}

/** The specifiers a module imports for its runtime: static imports and re-exports, not types, not import(). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const found: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return found
}

/** Every package reached from `entries` through static imports, each with the chain of modules that reaches it. */
function packagesReached(entries: readonly string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>()
  const seen = new Set<string>()
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file) || file.endsWith('.css')) return
    seen.add(file)
    const here = [...chain, file.replace(`${resolve('.')}/`, '')]
    for (const specifier of staticImports(file)) {
      const local = specifier.startsWith('.') || specifier.startsWith('@/') ? resolveLocal(specifier, file) : undefined
      if (local) visit(local, here)
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/') && !packages.has(specifier)) packages.set(specifier, here)
    }
  }
  for (const entry of entries) visit(resolve(entry), [])
  return packages
}

test('the signed-in shell imports neither Chakra nor Emotion statically', () => {
  const chakra = [...packagesReached(PLAIN_ENTRIES)].filter(([name]) => CHAKRA.test(name)).map(([name, chain]) => `${name} via ${chain.join(' → ')}`)
  expect(chakra).toEqual([])
})

test('the dashboard, the profile and the demo screens import neither Chakra nor Emotion statically (issue 20)', () => {
  const chakra = [...packagesReached(SCREEN_ROUTES)].filter(([name]) => CHAKRA.test(name)).map(([name, chain]) => `${name} via ${chain.join(' → ')}`)
  expect(chakra).toEqual([])
})

test('the check sees a static import of Chakra (it would not pass vacuously)', () => {
  expect([...packagesReached(['src/theme/ThemeProvider.tsx']).keys()]).toContain('@chakra-ui/react')
  expect(packagesReached(['src/theme/Themed.tsx']).has('@chakra-ui/react')).toBe(false)
})
