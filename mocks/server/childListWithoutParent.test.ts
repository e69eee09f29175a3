// @vitest-environment node
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSandboxServer } from './sandboxServer'
import { tokenFor } from '../../src/test/support/localServer'

/** The local sandbox server keeps the same contract as the in-browser one (see childListWithoutParent.test.ts there). */
let server: Awaited<ReturnType<typeof startSandboxServer>>
beforeAll(async () => {
  server = await startSandboxServer({ port: 0 })
})
afterAll(async () => {
  await server.close()
})

test('the local sandbox server lists and searches subchapters and choices without their parent key', async () => {
  const token = await tokenFor(server.url, 'chief')
  const get = async (path: string) => {
    const answer = await fetch(`${server.url}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(200)
    return (await answer.json()) as { values: Record<string, unknown>[]; total: number }
  }
  const subchapters = await get('/subchapters?take=1000&skip=0')
  expect(subchapters.total).toBe(server.store.records('subchapters').length)
  const searched = await get('/subchapters?take=5&skip=0&search=summary')
  expect(new Set(searched.values.map((r) => r.chapterId)).size).toBeGreaterThan(1)
  const choices = await get('/choices?take=1000&skip=0')
  expect(new Set(choices.values.map((r) => r.questionId)).size).toBeGreaterThan(1)
})
