import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { EDIT_LOCK_MS } from '@/config'
import { lockStore } from './lockStore'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-01-01T10:00:00.000Z'))
})
afterEach(() => {
  lockStore.clearAll()
  vi.useRealTimers()
})

const entry = (id: number, lockDate = new Date().toISOString()) => ({ id, lockDate, editor: 'admin' })

test('a lock expires EDIT_LOCK_MS after its LockDate even without RemovedState', () => {
  lockStore.add('lexicon', entry(1))
  vi.advanceTimersByTime(EDIT_LOCK_MS - 1)
  expect(lockStore.get('lexicon', 1)?.editor).toBe('admin')
  vi.advanceTimersByTime(1)
  expect(lockStore.get('lexicon', 1)).toBeUndefined()
})

test('a lock already older than EDIT_LOCK_MS in a StateList is not shown', () => {
  lockStore.replaceGroup('lexicon', [entry(1, new Date(Date.now() - EDIT_LOCK_MS - 1).toISOString()), entry(2)])
  expect(lockStore.get('lexicon', 1)).toBeUndefined()
  expect(lockStore.get('lexicon', 2)).toBeDefined()
})

test('a renewed lock (new LockDate) lives on from the renewal', () => {
  lockStore.add('lexicon', entry(1))
  vi.advanceTimersByTime(EDIT_LOCK_MS / 2)
  lockStore.add('lexicon', entry(1))
  vi.advanceTimersByTime(EDIT_LOCK_MS / 2 + 1)
  expect(lockStore.get('lexicon', 1)).toBeDefined()
})

test('this client’s own lock is never shown to itself as someone else’s', () => {
  lockStore.hold('lexicon', 1)
  lockStore.add('lexicon', entry(1))
  expect(lockStore.get('lexicon', 1)).toBeUndefined()
  lockStore.release('lexicon', 1)
  expect(lockStore.get('lexicon', 1)).toBeDefined()
})

test('a StateList replaces the group’s locks', () => {
  lockStore.add('lexicon', entry(1))
  lockStore.replaceGroup('lexicon', [entry(2)])
  expect(lockStore.get('lexicon', 1)).toBeUndefined()
  expect(lockStore.get('lexicon', 2)).toBeDefined()
})

test('a released lock leaves its holder as the row’s last one, forgotten at sign-out', () => {
  lockStore.add('lexicon', entry(2))
  lockStore.remove('lexicon', 2)
  expect(lockStore.get('lexicon', 2)).toBeUndefined()
  expect(lockStore.lastHolder('lexicon', 2)?.editor).toBe('admin')
  lockStore.clearAll()
  expect(lockStore.lastHolder('lexicon', 2)).toBeUndefined()
})
