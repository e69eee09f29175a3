import { describe, expect, test } from 'vitest'
import { parseRoles, type Session } from '@/api/session'
import type { ResourceName } from '@/features/resources/declaration'
import { searchLists, type ListOutcome } from './searchLists'
import { searchedLists } from './searchedLists'

const session = (roles: string): Session => ({
  isAuthenticated: true,
  username: 'u',
  displayname: 'U',
  roles: parseRoles(roles),
  token: 't',
})

describe('which lists a user searches (exact roles, as the menu)', () => {
  test('a Viewer searches portions alone', () => {
    expect(searchedLists(session('Viewer'))).toEqual(['portions'])
  })
  test('an Admin without Viewer or Editor never searches portions or promotions, and every Admin list', () => {
    const lists = searchedLists(session('Admin'))
    expect(lists).not.toContain('portions')
    expect(lists).not.toContain('promotions')
    expect(lists).toContain('subchapters')
    expect(lists).toHaveLength(17)
  })
})

describe('searchLists', () => {
  const lists = ['a', 'b', 'c', 'd', 'e', 'f'] as unknown as ResourceName[]

  test('asks each list once, never more than `concurrency` at a time', async () => {
    let running = 0
    let most = 0
    const asked: string[] = []
    const outcomes: ListOutcome[] = []
    await searchLists({
      term: 'x',
      lists,
      concurrency: 2,
      signal: new AbortController().signal,
      fetchHits: async (name) => {
        asked.push(name)
        most = Math.max(most, ++running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running--
        return { values: [{ id: 1 }], total: 1 }
      },
      onOutcome: (o) => outcomes.push(o),
    })
    expect(asked).toEqual(lists)
    expect(most).toBe(2)
    expect(outcomes).toHaveLength(6)
  })

  test('an abort cancels the calls under way, starts no more and reports nothing after it', async () => {
    const controller = new AbortController()
    const signals: AbortSignal[] = []
    const outcomes: ListOutcome[] = []
    const run = searchLists({
      term: 'x',
      lists,
      concurrency: 2,
      signal: controller.signal,
      fetchHits: (_name, _term, signal) => {
        signals.push(signal)
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))
      },
      onOutcome: (o) => outcomes.push(o),
    })
    controller.abort()
    await run
    expect(signals).toHaveLength(2)
    expect(signals.every((s) => s.aborted)).toBe(true)
    expect(outcomes).toEqual([])
  })

  test('a list that fails is reported as failed; the others still answer', async () => {
    const outcomes: ListOutcome[] = []
    await searchLists({
      term: 'x',
      lists: lists.slice(0, 2),
      concurrency: 4,
      signal: new AbortController().signal,
      fetchHits: (name) =>
        name === lists[0] ? Promise.reject(new Error('400')) : Promise.resolve({ values: [], total: 0 }),
      onOutcome: (o) => outcomes.push(o),
    })
    expect(outcomes.map((o) => ('error' in o ? `${o.resource}: failed` : o.resource)).sort()).toEqual([
      'a: failed',
      'b',
    ])
  })
})
