import { beforeAll, expect, test } from 'vitest'
import { DECLARATIONS } from '../../src/features/resources/registry'
import { signIn, type Client, type Page } from '../../src/test/support/sandboxClient'
import { sandboxServer } from '../../src/test/support/msw'

/**
 * The sandbox contract the command palette searches by (docs/decisions.md, "Search across lists"): a child list asked
 * without its parent key answers the records of every parent, searched like any list.
 */
const { store } = sandboxServer()
let chief: Client
beforeAll(async () => {
  chief = await signIn('chief')
})

const children = DECLARATIONS.filter((d) => d.parent && !d.parent.optional)

test.each(children.map((d) => [d.name, d.path, d.parent?.key ?? ''] as const))(
  'the in-browser sandbox lists %s without its parent key, across parents',
  async (name, path, key) => {
    const answer = await chief.get(`${path}?take=1000&skip=0`)
    expect(answer.status).toBe(200)
    const page = answer.body as Page
    expect(page.total).toBe(store.records(name).length)
    expect(new Set(page.values.map((r) => r[key])).size).toBeGreaterThan(1)
  },
)

test('a child list without its parent key is searched like any list', async () => {
  const answer = await chief.get('/subchapters?take=5&skip=0&search=summary')
  const page = answer.body as Page
  expect(page.total).toBe(store.records('subchapters').filter((r) => String(r.title).includes('Summary')).length)
  expect(new Set(page.values.map((r) => r.chapterId)).size).toBeGreaterThan(1)
})
