import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

/** What a copy of the project leaves out: the installed packages (linked instead), builds, git's data. */
const NOT_COPIED = /^(node_modules|dist[^/]*|bench\/out|\.git)(\/|$)/

/**
 * A small resource as a contributor adds one: its declaration, its view (a list and its edit dialog) and its one-line
 * route file. Nothing else in the project changes.
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
  role: ROLES.ADMIN,
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
import { listRoute } from '@/features/resources/listRoute'

export const Route = createFileRoute('/_app/memo-list')(listRoute('memos'))
`,
}

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
test('a new resource (declaration, view and route file) typechecks and keeps every first-load budget, budget.json untouched', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'new-resource-'))
  try {
    // The whole project, so every file the typecheck or the build reads is there, whatever is added later.
    cpSync('.', copy, { recursive: true, filter: (source) => !NOT_COPIED.test(relative('.', source)) })
    symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir')
    for (const [file, source] of Object.entries(THROWAWAY)) {
      mkdirSync(join(copy, file, '..'), { recursive: true })
      writeFileSync(join(copy, file), source)
    }
    // The new route file typechecks once the route tree is generated, as `npm run typecheck` does first.
    for (const args of [
      ['node_modules/@tanstack/router-cli/bin/tsr.cjs', 'generate'],
      ['node_modules/typescript/bin/tsc', '--noEmit'],
    ]) {
      const step = spawnSync(process.execPath, args, { cwd: copy, env: childEnv(), encoding: 'utf8' })
      expect(step.status, `${args.join(' ')}\n${step.stdout}\n${step.stderr}`).toBe(0)
    }
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
