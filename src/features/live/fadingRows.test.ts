import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { LIVE_FADE_MS } from '@/config'
import { fadingRowStore } from './fadingRows'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  fadingRowStore.clear()
  vi.useRealTimers()
})

const row = (id: number, after?: number) => ({ record: { id, name: `Item ${id}` }, after })

test('a row removed live stays for LIVE_FADE_MS where it was, then goes', () => {
  fadingRowStore.fade('lexicon', [row(5, 6)])
  expect(fadingRowStore.get('lexicon')).toEqual([{ record: { id: 5, name: 'Item 5' }, after: 6, before: undefined }])
  expect(fadingRowStore.get('other')).toEqual([])
  vi.advanceTimersByTime(LIVE_FADE_MS - 1)
  expect(fadingRowStore.get('lexicon')).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(fadingRowStore.get('lexicon')).toEqual([])
})

test('the snapshot is the same array until the fading rows change (no re-render of the table for nothing)', () => {
  fadingRowStore.fade('lexicon', [row(5, 6)])
  const first = fadingRowStore.get('lexicon')
  expect(fadingRowStore.get('lexicon')).toBe(first)
  fadingRowStore.fade('lexicon', [row(4, 6)])
  expect(fadingRowStore.get('lexicon')).not.toBe(first)
  expect(fadingRowStore.get('lexicon').map((r) => r.record.id)).toEqual([5, 4])
})

test('rows removed in a burst expire together: one notification for them, not one each', () => {
  for (let id = 1; id <= 20; id++) {
    fadingRowStore.fade('lexicon', [row(id, id + 1)])
    vi.advanceTimersByTime(2)
  }
  const notified = vi.fn()
  const unsubscribe = fadingRowStore.subscribe(notified)
  vi.advanceTimersByTime(LIVE_FADE_MS)
  unsubscribe()
  expect(fadingRowStore.get('lexicon')).toEqual([])
  expect(notified).toHaveBeenCalledTimes(1)
})
