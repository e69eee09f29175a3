// @vitest-environment node
/**
 * The layers and the styling rule are enforced by lint (eslint.config.js): an upward import, an import loop, Chakra in
 * the kit's folders and Panda called at runtime fail `npm run lint`.
 * The fixtures in lint-fixtures/ are ignored by the normal run and linted here, each expected to fail.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

// Vitest runs from the repository's root, as `npm run lint` does.
const fixture = (name: string) => resolve('src/test/lint-fixtures', name)
// ignore: false, so the fixtures (ignored by `npm run lint`) are linted with the repository's own config.
const eslint = new ESLint({ ignore: false })

/** The rule ids lint reports for `text` placed at `filePath`. */
async function ruleIdsAt(filePath: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath })
  return (result?.messages ?? []).map((m) => m.ruleId)
}

test('a feature importing the composition root (src/app) is an error', async () => {
  const text = readFileSync(fixture('upward.ts'), 'utf8')
  expect(await ruleIdsAt('src/features/dashboard/upward.ts', text)).toContain('import-x/no-restricted-paths')
  // The same import from the composition root itself is allowed.
  expect(await ruleIdsAt('src/app/upward.ts', text)).not.toContain('import-x/no-restricted-paths')
}, 60_000)

test('live/ and forms/ importing a resource declaration type is an error', async () => {
  const text = readFileSync(fixture('engineUpward.ts'), 'utf8')
  expect(await ruleIdsAt('src/features/live/engineUpward.ts', text)).toContain('import-x/no-restricted-paths')
  expect(await ruleIdsAt('src/features/forms/engineUpward.ts', text)).toContain('import-x/no-restricted-paths')
}, 60_000)

test('an import loop is an error', async () => {
  const results = await eslint.lintFiles([fixture('cycle/a.ts'), fixture('cycle/b.ts')])
  for (const result of results) {
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle')
  }
}, 60_000)

test("any screen, dialog, input or kit module importing Chakra's runtime or emotion is an error", async () => {
  const text = readFileSync(fixture('stylingRuntime.tsx'), 'utf8')
  for (const at of [
    'src/ui/X.tsx',
    'src/features/shell/X.tsx',
    'src/features/resources/edit/EditDialog.tsx',
    'src/features/forms/inputs/TextInput.tsx',
    'src/features/dashboard/X.tsx',
    'src/features/portions/view.tsx',
  ]) {
    expect(
      (await ruleIdsAt(at, text)).filter((id) => id === 'no-restricted-imports'),
      at,
    ).toHaveLength(2)
  }
}, 60_000)

test("calling Panda's css() outside a *.styles.ts module (evaluated at build time) is an error", async () => {
  const text = readFileSync(fixture('pandaAtRuntime.ts'), 'utf8')
  for (const at of [
    'src/features/dashboard/title.ts',
    'src/ui/Dialog.tsx',
    'src/features/forms/inputs/FieldNote.tsx',
    'src/features/resources/edit/EditDialog.tsx',
  ]) {
    expect(await ruleIdsAt(at, text), at).toContain('no-restricted-imports')
  }
  expect(await ruleIdsAt('src/features/dashboard/title.styles.ts', text)).not.toContain('no-restricted-imports')
}, 60_000)

test('a feature importing another feature’s internals, or a shared folder importing a feature, is an error', async () => {
  const text = readFileSync(fixture('featureInternals.ts'), 'utf8')
  expect(await ruleIdsAt('src/features/patients/featureInternals.ts', text)).toContain('import-x/no-restricted-paths')
  expect(await ruleIdsAt('src/features/resources/featureInternals.ts', text)).toContain('import-x/no-restricted-paths')
  // Within the feature itself, and from a shared folder, the same kind of import is allowed.
  expect(await ruleIdsAt('src/features/promotions/featureInternals.ts', text)).not.toContain(
    'import-x/no-restricted-paths',
  )
  const shared =
    "import { InsuranceName } from '@/features/dictionaries/InsuranceName'\n\nexport const Fixture = InsuranceName\n"
  expect(await ruleIdsAt('src/features/patients/featureInternals.ts', shared)).not.toContain(
    'import-x/no-restricted-paths',
  )
}, 60_000)

test('a file or folder name off the conventions is an error: camelCase modules, PascalCase components', async () => {
  const text = 'export const x = 1\n'
  const named = async (at: string) => (await ruleIdsAt(at, text)).includes('check-file/filename-naming-convention')
  const folder = async (at: string) => (await ruleIdsAt(at, text)).includes('check-file/folder-naming-convention')
  for (const wrong of [
    'src/features/shell/my-thing.ts',
    'src/features/shell/MyThing.ts',
    'src/features/shell/my_thing.tsx',
    'src/features/shell/MyThing.style.ts',
    'e2e/Shell.e2e.ts',
    'src/routes/_app/fooList.tsx',
  ])
    expect(await named(wrong), wrong).toBe(true)
  for (const right of [
    'src/features/shell/myThing.ts',
    'src/features/shell/MyThing.tsx',
    'src/features/shell/MyThing.styles.ts',
    'src/features/shell/MyThing.recipe.ts',
    'src/features/shell/MyThing.test.tsx',
    'e2e/shell.e2e.ts',
    'src/routes/_app/foo-list.$parentId.tsx',
    'src/routes/_app/foo-list.index.tsx',
  ])
    expect(await named(right), right).toBe(false)
  expect(await folder('src/features/my-feature/a.ts')).toBe(true)
  expect(await folder('src/features/myFeature/a.ts')).toBe(false)
}, 60_000)

test('outside resources/, a module of its folders past their face is an error; the face and the engine pass', async () => {
  const text = readFileSync(fixture('pastTheFace.ts'), 'utf8')
  expect(await ruleIdsAt('src/features/palette/pastTheFace.ts', text)).toContain('import-x/no-restricted-paths')
  expect(await ruleIdsAt('src/features/resources/list/pastTheFace.ts', text)).not.toContain(
    'import-x/no-restricted-paths',
  )
  const face =
    "import { holderName } from '@/features/resources/rows/locks/holderName'\nexport const name = holderName\n"
  expect(await ruleIdsAt('src/features/palette/face.ts', face)).not.toContain('import-x/no-restricted-paths')
}, 60_000)
