/**
 * Small modules with one job: no source module of src/ over 250 lines, and no function (a component
 * or a hook) calling useEffect/useLayoutEffect more than 3 times. Effects are counted per top-level function, with
 * everything nested in it: a component's effects moved into a local hook of the same file still count against that
 * hook. Generated code (routeTree.gen.ts) and tests are not counted.
 */
import { readdirSync, readFileSync } from 'node:fs'
import ts from 'typescript'
import { expect, test } from 'vitest'

const MAX_LINES = 250
const MAX_EFFECTS = 3

const modules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((f) => `src/${f}`)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$|routeTree\.gen\.ts$|\/lint-fixtures\//.test(f))

/** Each top-level function of a module (declared, or an arrow/function bound to a const) with its effect calls. */
function effectsPerFunction(file: string, text: string): { name: string; effects: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const count = (node: ts.Node): number =>
    (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /^use(Layout)?Effect$/.test(node.expression.text)
      ? 1
      : 0) + node.getChildren(source).reduce((sum, child) => sum + count(child), 0)
  const found: { name: string; effects: number }[] = []
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name)
      found.push({ name: statement.name.text, effects: count(statement) })
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) found.push({ name: d.name.text, effects: count(d.initializer) })
      }
    }
  }
  return found
}

test(`no source module is longer than ${MAX_LINES} lines`, () => {
  const long = modules
    .map((f) => ({ f, lines: readFileSync(f, 'utf8').trimEnd().split('\n').length }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ f, lines }) => `${f}: ${lines} lines`)
  expect(long).toEqual([])
})

test(`no component or hook has more than ${MAX_EFFECTS} effects`, () => {
  const busy = modules.flatMap((f) =>
    effectsPerFunction(f, readFileSync(f, 'utf8'))
      .filter(({ effects }) => effects > MAX_EFFECTS)
      .map(({ name, effects }) => `${f}: ${name} has ${effects} effects`),
  )
  expect(busy).toEqual([])
})

test('the effect count sees components, hooks and arrow functions, nested callbacks included', () => {
  const text = `
    function Form() { useEffect(() => {}); useLayoutEffect(() => {}); const x = () => useEffect(() => {}) }
    export const useThing = () => { useEffect(() => {}) }
    const plain = 1`
  expect(effectsPerFunction('x.tsx', text)).toEqual([
    { name: 'Form', effects: 3 },
    { name: 'useThing', effects: 1 },
    { name: 'plain', effects: 0 },
  ])
})
