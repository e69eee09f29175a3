import { describe, expect, test, vi } from 'vitest'
import type { Page } from '@/api/crud'
import { walkPages } from './walkPages'

interface Row {
  id: number
}

/** A list server over `rows` (the list's order) that can change between calls. */
function fakeList(rows: Row[]) {
  const calls: { skip: number; take: number }[] = []
  return {
    rows,
    calls,
    fetchPage: vi.fn(async (skip: number, take: number): Promise<Page<Row>> => {
      calls.push({ skip, take })
      await Promise.resolve()
      return { values: rows.slice(skip, skip + take), total: rows.length }
    }),
  }
}

const numbered = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + count - 1 - i }))

describe('walkPages', () => {
  test('returns every record, page after page, in the list order, with skip/take calls', async () => {
    const list = fakeList(numbered(23))
    const progress: [number, number][] = []
    const walked = await walkPages({
      fetchPage: list.fetchPage,
      take: 5,
      concurrency: 3,
      onProgress: (fetched, total) => progress.push([fetched, total]),
    })
    expect(walked.records).toEqual(list.rows)
    expect(walked.total).toBe(23)
    expect(list.calls.map((c) => c.skip).sort((a, b) => a - b)).toEqual([0, 5, 10, 15, 20])
    expect(list.calls.every((c) => c.take === 5)).toBe(true)
    expect(progress.at(-1)).toEqual([23, 23])
  })

  test('an empty list is one call and no records', async () => {
    const list = fakeList([])
    expect((await walkPages({ fetchPage: list.fetchPage, take: 5, concurrency: 3 })).records).toEqual([])
    expect(list.calls).toHaveLength(1)
  })

  test('10,000 records export as well as 10: no cap', async () => {
    const list = fakeList(numbered(10000))
    const walked = await walkPages({ fetchPage: list.fetchPage, take: 100, concurrency: 4 })
    expect(walked.records).toHaveLength(10000)
    expect(new Set(walked.records.map((r) => r.id)).size).toBe(10000)
  })

  test('no more than `concurrency` calls at a time', async () => {
    let open = 0
    let most = 0
    const rows = numbered(50)
    await walkPages<Row>({
      take: 5,
      concurrency: 3,
      fetchPage: async (skip, take) => {
        open += 1
        most = Math.max(most, open)
        await new Promise((r) => setTimeout(r, 1))
        open -= 1
        return { values: rows.slice(skip, skip + take), total: rows.length }
      },
    })
    expect(most).toBe(3)
  })

  test('rows added at the top meanwhile push records onto the next page: each id comes once', async () => {
    const rows = numbered(20)
    let added = 100
    const walked = await walkPages<Row>({
      take: 5,
      concurrency: 1,
      fetchPage: async (skip, take) => {
        const page = { values: rows.slice(skip, skip + take), total: rows.length }
        // Someone adds two rows after each call: the list's newest first.
        rows.unshift({ id: ++added }, { id: ++added })
        return page
      },
    })
    const ids = walked.records.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    // Every record there was at the start is in it, once, in the list's order.
    expect(ids.filter((id) => id <= 20)).toEqual(numbered(20).map((r) => r.id))
  })

  test('a failed page fails the walk, stops the others and returns nothing', async () => {
    const rows = numbered(40)
    const aborted: number[] = []
    const walk = walkPages<Row>({
      take: 5,
      concurrency: 3,
      fetchPage: (skip, take, signal) =>
        new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => aborted.push(skip))
          if (skip === 10) setTimeout(() => reject(new Error('undefined error in backend (500)')), 5)
          else setTimeout(() => resolve({ values: rows.slice(skip, skip + take), total: rows.length }), skip ? 50 : 0)
        }),
    })
    await expect(walk).rejects.toThrow('undefined error in backend (500)')
    // The calls in flight with the failed one were aborted, and no call started after it.
    expect(aborted.length).toBeGreaterThan(0)
  })

  test('a server that answers fewer records than asked pages by what it answers', async () => {
    const rows = numbered(12)
    const calls: number[] = []
    const walked = await walkPages<Row>({
      take: 100,
      concurrency: 2,
      fetchPage: async (skip, take) => {
        calls.push(skip)
        return { values: rows.slice(skip, skip + Math.min(take, 5)), total: rows.length }
      },
    })
    expect(walked.records).toEqual(rows)
    expect(calls.sort((a, b) => a - b)).toEqual([0, 5, 10])
  })

  test('Cancel stops at once, even with a call still waiting, and starts no other', async () => {
    const controller = new AbortController()
    const rows = numbered(100)
    const started: number[] = []
    const walk = walkPages<Row>({
      take: 5,
      concurrency: 2,
      signal: controller.signal,
      fetchPage: (skip, take) => {
        started.push(skip)
        // Page 3 never answers (as a call waiting for its retry).
        if (skip === 15) return new Promise(() => undefined)
        return Promise.resolve({ values: rows.slice(skip, skip + take), total: rows.length })
      },
      onProgress: (fetched) => {
        if (fetched >= 15) controller.abort()
      },
    })
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' })
    const count = started.length
    await new Promise((r) => setTimeout(r, 10))
    expect(started.length).toBe(count)
    expect(count).toBeLessThan(20)
  })

  test('an export cancelled before it starts makes no call', async () => {
    const list = fakeList(numbered(10))
    const controller = new AbortController()
    controller.abort()
    await expect(
      walkPages({ fetchPage: list.fetchPage, take: 5, concurrency: 2, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(list.calls).toEqual([])
  })
})
