import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { LIVE_HIGHLIGHT_MS } from '@/config'
import { highlightStore } from './highlights'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  highlightStore.clear()
  vi.useRealTimers()
})

test('a row stays highlighted for LIVE_HIGHLIGHT_MS, renewed by a later change', () => {
  highlightStore.flash('lexicon', 1, 'added')
  vi.advanceTimersByTime(LIVE_HIGHLIGHT_MS - 1000)
  highlightStore.flash('lexicon', 1, 'updated')
  vi.advanceTimersByTime(1000)
  expect(highlightStore.get('lexicon', 1)).toBe('updated')
  vi.advanceTimersByTime(LIVE_HIGHLIGHT_MS)
  expect(highlightStore.get('lexicon', 1)).toBeUndefined()
})

test('highlights of a burst end together: one notification for the rows, not one each', () => {
  for (let id = 1; id <= 20; id++) {
    highlightStore.flash('lexicon', id, 'updated')
    vi.advanceTimersByTime(2)
  }
  const notified = vi.fn()
  const unsubscribe = highlightStore.subscribe(notified)
  vi.advanceTimersByTime(LIVE_HIGHLIGHT_MS)
  unsubscribe()
  expect(highlightStore.get('lexicon', 20)).toBeUndefined()
  expect(notified).toHaveBeenCalledTimes(1)
})
