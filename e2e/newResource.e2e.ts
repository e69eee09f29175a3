import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

/** What a copy of the project leaves out: the installed packages (linked instead), builds, git's data. */
const NOT_COPIED = /^(node_modules|dist[^/]*|bench\/out|\.git)(\/|$)/

/**
 * A small resource as a contributor adds one following docs/adding-a-resource.md alone, under the Editor role (whose
 * menu holds the spec's promotions): its declaration, its view (a list and its edit dialog), its one-line route file,
 * its words in both catalogs and the regenerated docs/resources.md. Nothing else in the project changes.
 */
const THROWAWAY: Record<string, string> = {
  'src/features/memos/resource.ts': `import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const memos = declareResource({
  name: 'memos',
  path: '/memos',
  title: 'Memos',
  suffix: 'Memo',
  titleProperty: 'title',
  role: ROLES.EDITOR,
  route: { path: '/memo-list', menu: 13 },
  pageSize: PAGE_SIZES.standard,
  schema: (f) => f.record({ title: f.required(f.text), pages: f.integer, done: f.boolean }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    memos: typeof memos
  }
}
`,
  'src/features/memos/view.tsx': `import { defineView } from '@/features/resources/defineView'

export const memos = defineView('memos', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'pages', label: 'Pages' },
    { name: 'done', label: 'Done' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'pages', header: 'Pages' },
  ],
})
`,
  'src/routes/_app/memo-list.tsx': `import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/list/listRoute'

export const Route = createFileRoute('/_app/memo-list')(listRoute('memos'))
`,
}

/** The new resource's words and their German, added as the guide says: a block at the end of each catalog. */
const WORDS: Record<string, string> = { Memos: 'Merkzettel', Memo: 'Merkzettel', Pages: 'Seiten', Done: 'Erledigt' }

function addWords(copy: string) {
  for (const locale of ['en', 'de'] as const) {
    const file = join(copy, 'src/i18n/catalog', `${locale}.json`)
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
    for (const [word, german] of Object.entries(WORDS))
      if (!Object.hasOwn(catalog, word)) catalog[word] = locale === 'en' ? word : german
    writeFileSync(file, `${JSON.stringify(catalog, null, 2)}\n`)
  }
}

/** The unit tests that read every declaration, its words and the docs (the guide's last step). */
const UNIT_TESTS = [
  'src/test/conformance.test.ts',
  'src/test/catalogWords.test.ts',
  'src/i18n',
  'src/features/resources/registry.test.ts',
]

/** The tests of e2e/budget.e2e.ts that hold a figure against a goal: budget.json's two, and index.html's size. */
const BUDGET_TESTS = 'stays within budget\\.json|fits the first round trip'

/** A port no server is listening on, for the copy's own preview server. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return address.port
}

/** This process's environment without what makes the copy's vitest act as a worker of this one. */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|FORCE_COLOR$|NODE_ENV$)/.test(key)),
  )
}

// One production build of the copy and the budget tests' pages: minutes on a busy machine, not a wait on an event.
test('a new Editor resource, added by the guide alone, typechecks, passes the unit tests that read it and keeps every first-load budget', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'new-resource-'))
  try {
    // The whole project, so every file the typecheck or the build reads is there, whatever is added later.
    cpSync('.', copy, { recursive: true, filter: (source) => !NOT_COPIED.test(relative('.', source)) })
    symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir')
    for (const [file, source] of Object.entries(THROWAWAY)) {
      mkdirSync(join(copy, file, '..'), { recursive: true })
      writeFileSync(join(copy, file), source)
    }
    addWords(copy)
    // The new route file typechecks once the route tree is generated and the catalogs compiled, as `npm run
    // typecheck` does first; then the docs are regenerated and the unit tests run, as the guide says.
    const steps: [string[], NodeJS.ProcessEnv?][] = [
      [['node_modules/@tanstack/router-cli/bin/tsr.cjs', 'generate']],
      [['node_modules/@lingui/cli/dist/lingui.js', 'compile', '--typescript']],
      [['node_modules/typescript/bin/tsc', '--noEmit']],
      [
        ['node_modules/vitest/vitest.mjs', 'run', 'src/test/conformance.test.ts', '-t', 'docs/resources'],
        { UPDATE_RESOURCE_DOCS: '1' },
      ],
      [['node_modules/vitest/vitest.mjs', 'run', ...UNIT_TESTS]],
    ]
    for (const [args, env] of steps) {
      const step = spawnSync(process.execPath, args, { cwd: copy, env: { ...childEnv(), ...env }, encoding: 'utf8' })
      expect(step.status, `${args.join(' ')}\n${step.stdout}\n${step.stderr}`).toBe(0)
    }
    expect(readFileSync(join(copy, 'docs/resources.md'), 'utf8')).toContain('memos')
    const port = await freePort()
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--config',
        'e2e/vitest.config.ts',
        'e2e/budget.e2e.ts',
        '-t',
        BUDGET_TESTS,
      ],
      { cwd: copy, env: { ...childEnv(), E2E_PORT: String(port), NO_COLOR: '1' }, encoding: 'utf8' },
    )
    const output = `${run.stdout}\n${run.stderr}`
    expect(run.status, output).toBe(0)
    // Three tests ran and passed, none was skipped by the name filter.
    expect(output, output).toMatch(/Tests\s+3 passed/)
    // The build held the new list: its view is a chunk, and a signed-in visit to its address preloads it.
    const built = join(copy, 'dist-e2e', String(port))
    expect(readFileSync(join(built, '.vite', 'manifest.json'), 'utf8')).toContain('"src/features/memos/view.tsx"')
    expect(readFileSync(join(built, 'index.html'), 'utf8')).toContain('^/memo-list/?$')
  } finally {
    rmSync(copy, { recursive: true, force: true })
    expect(existsSync(copy)).toBe(false)
  }
}, 600_000)
