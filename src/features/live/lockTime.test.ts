// @vitest-environment node
import { expect, test } from 'vitest'
import { EDIT_LOCK_MS } from '@/config'
import { minutesLeft } from './lockTime'

const now = Date.parse('2026-01-01T10:00:00.000Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const full = Math.ceil(EDIT_LOCK_MS / 60000)

test('whole minutes left of the lock time, rounded up', () => {
  expect(minutesLeft(ago(0), now)).toBe(full)
  expect(minutesLeft(ago(60001), now)).toBe(full - 1)
  expect(minutesLeft(ago(EDIT_LOCK_MS - 1000), now)).toBe(1)
})

test('hostile dates: the future counts as a fresh lock, the past as none left, nonsense as fresh', () => {
  expect(minutesLeft(ago(-3600000), now)).toBe(full)
  expect(minutesLeft(ago(EDIT_LOCK_MS * 3), now)).toBe(0)
  expect(minutesLeft('not a date', now)).toBe(full)
  expect(minutesLeft('', now)).toBe(full)
})
