/**
 * The lists paint without Chakra (issue 12): no module a list needs to show its rows reaches `@chakra-ui/*` or
 * `@emotion/*` through static imports (dynamic `import()` is how Themed loads them for the screens still on Chakra), and a
 * list rendered outside any ChakraProvider shows its rows, pager and lock badge without inserting a style.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, test, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeBackend, numberedRows } from './testing/fakeBackend'
import { itemsResource } from './testing/itemsResource'
import { liveState } from './testing/liveStub'
import { listTestServer } from './testing/listTestServer'
import { renderList } from './testing/renderList'

vi.mock('@/features/live', async () => (await import('./testing/liveStub')).liveStub)
// Counts the loads of Chakra's runtime (Themed's lazy ThemeProvider) and has the first paint already done.
const chakraRuntime = vi.hoisted(() => ({ loads: 0 }))
vi.mock('@/theme/ThemeProvider', async (importOriginal) => {
  chakraRuntime.loads += 1
  return importOriginal()
})
vi.mock('@/features/navigation/firstPaint', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/navigation/firstPaint')>()),
  useFirstPaintDone: () => true,
}))
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

const SRC = resolve('src')
const CHAKRA = /^@(chakra-ui|emotion)\//
// Static imports and re-exports, not `import type` (erased) and not `import()` (a chunk of its own).
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm

/** The source file an import names, or undefined for a package or a stylesheet. */
function sourceFile(specifier: string, importer: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(importer), specifier) : undefined
  if (base === undefined) return undefined
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((file) => existsSync(file) && !file.endsWith('.css') && /\.tsx?$/.test(file))
}

/** Every chain of static imports from `entry` to Chakra or emotion, as 'a.tsx > b.tsx > @chakra-ui/react'. */
function chakraPaths(entry: string): string[] {
  const found: string[] = []
  const seen = new Set<string>()
  const walk = (file: string, path: string[]) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier === undefined) continue
      const chain = [...path, file.slice(SRC.length + 1)]
      if (CHAKRA.test(specifier)) found.push([...chain, specifier].join(' > '))
      const next = sourceFile(specifier, file)
      if (next) walk(next, chain)
    }
  }
  walk(entry, [])
  return found
}

const VIEWS = readdirSync(join(SRC, 'features'))
  .map((folder) => join(SRC, 'features', folder, 'view.tsx'))
  .filter((file) => existsSync(file))

describe('the lists paint without Chakra (issue 12)', () => {
  test.each([
    'features/resources/ResourceListScreen.tsx',
    'features/resources/listRoute.tsx',
    'features/resources/ChildListHeading.tsx',
    'features/resources/RowLockBadge.tsx',
  ])('%s reaches no Chakra or emotion module by static imports', (entry) => {
    expect(chakraPaths(join(SRC, entry))).toEqual([])
  })

  test('the declarations’ views (their cells, row actions and expanded rows) reach no Chakra or emotion module', () => {
    expect(VIEWS.length).toBeGreaterThan(10)
    expect(VIEWS.flatMap(chakraPaths)).toEqual([])
  })

  test('a list renders outside any ChakraProvider: rows, pager and a lock badge, and no style is inserted', async () => {
    server.use(...fakeBackend('/items', numberedRows(30, (n) => ({ name: `Item ${n}` }))).handlers)
    liveState.rowLocks.set('30', { id: 30, editor: 'emil', lockDate: new Date().toISOString() })
    renderList(itemsResource(), '/list', { chakra: false })
    const row = (await screen.findByText('Item 30')).closest('tr')
    expect(row).not.toBeNull()
    within(row as HTMLElement).getByRole('button', { name: 'Locked by emil' })
    screen.getByRole('navigation', { name: 'Pagination' })
    screen.getByRole('button', { name: 'Edit Item 29' })
    expect(document.querySelector('style[data-emotion]')).toBeNull()
  })

  test.each([
    'features/resources/EditDialog.tsx',
    'features/resources/ConfirmDialog.tsx',
    'features/resources/ErrorDialog.tsx',
    'features/forms/inputs/ImageInput.tsx',
    'features/forms/inputs/RichTextInput.tsx',
  ])('the dialog %s and its inputs reach no Chakra or emotion module by static imports (issue 20)', (entry) => {
    expect(chakraPaths(join(SRC, entry))).toEqual([])
  })

  test('Chakra never loads for a list: not once it has painted, not on the user’s intent, not for its dialogs (issue 20)', async () => {
    server.use(...fakeBackend('/items', numberedRows(3, (n) => ({ name: `Item ${n}` }))).handlers)
    renderList(itemsResource(), '/list', { chakra: false })
    await screen.findByText('Item 3')
    await new Promise((settled) => setTimeout(settled, 300))
    expect(chakraRuntime.loads).toBe(0)

    // Reaching for the list warms the dialogs; a delete opens the kit's confirmation, outside any ChakraProvider.
    fireEvent.pointerOver(screen.getByText('Item 3'))
    await userEvent.click(screen.getByRole('button', { name: 'Delete Item 3' }))
    await screen.findByRole('alertdialog', { name: 'Delete Item' })
    expect(chakraRuntime.loads).toBe(0)
    expect(document.querySelector('style[data-emotion]')).toBeNull()
  })
})
