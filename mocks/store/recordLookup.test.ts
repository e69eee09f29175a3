// @vitest-environment node
import { expect, test } from 'vitest'
import { memoryPersistence } from './persistence'
import { SandboxStore } from './store'
import type { SandboxRecord } from './types'

const MANY = 100_000

/** A store whose portions (the seed's and 100,000 more) count how many of their records are read. */
function storeCountingReads() {
  const store = new SandboxStore(memoryPersistence(), { maxRecords: 2 * MANY })
  store.fill(
    'portions',
    Array.from({ length: MANY }, (_, n) => ({ name: `Portion ${n}`, servingId: 1, amount: 1 })),
  )
  const reads = { count: 0 }
  const rows = new Proxy(store.records('portions'), {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count++
      return Reflect.get(target, key, receiver) as unknown
    },
  })
  store.state.collections.portions = rows
  return { store, rows, reads }
}

test('finding, changing and adding one of 100,000 portions reads a few dozen records, not all of them', () => {
  const { store, rows, reads } = storeCountingReads()
  const { id, name } = rows[MANY / 2] as SandboxRecord
  const lastId = (rows[rows.length - 1] as SandboxRecord).id
  reads.count = 0

  expect(store.find('portions', id)?.name).toBe(name)
  store.update('portions', { id, name: 'Changed', servingId: 1, amount: 2 })
  const created = store.create('portions', { name: 'Added', servingId: 1, amount: 1 })

  // A binary search reads 17 of 100,000; a scan reads them all.
  expect(reads.count).toBeLessThan(100)
  expect(created.id).toBe(lastId + 1)
  expect(store.find('portions', id)?.name).toBe('Changed')
})

test('records out of id order (data edited by hand) are still found, and a new id is above them all', () => {
  const store = new SandboxStore(memoryPersistence())
  const rows = store.records('portions')
  const [first, last] = [rows[0] as SandboxRecord, rows[rows.length - 1] as SandboxRecord]
  rows[0] = last
  rows[rows.length - 1] = first
  expect(store.find('portions', first.id)).toBe(first)
  expect(store.find('portions', last.id)).toBe(last)
  expect(store.find('portions', 99_999_999)).toBeUndefined()
  delete store.state.nextIds.portions
  expect(store.create('portions', { name: 'Added', servingId: 1, amount: 1 }).id).toBe(last.id + 1)
})
