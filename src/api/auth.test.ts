// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { ApiError, retryAfterSeconds } from './errors'
import { parseLoginAnswer } from './auth'

describe('parseLoginAnswer', () => {
  test('keeps the four fields and turns missing display name and roles into empty strings', () => {
    expect(parseLoginAnswer({ token: 't', username: 'u', displayname: 'D', roles: 'Viewer', extra: 1 })).toEqual({
      token: 't',
      username: 'u',
      displayname: 'D',
      roles: 'Viewer',
    })
    expect(parseLoginAnswer({ token: 't', username: 'u', displayname: null })).toEqual({
      token: 't',
      username: 'u',
      displayname: '',
      roles: '',
    })
  })

  test.each([
    undefined,
    'text',
    {},
    { token: '', username: 'u' },
    { token: 't' },
    { token: 't', username: 'u', roles: 3 },
  ])('an answer the console cannot read is a malformed ApiError: %j', (body) => {
    expect(() => parseLoginAnswer(body)).toThrow(ApiError)
  })
})

describe('retryAfterSeconds', () => {
  test('reads delay-seconds and an HTTP date; anything else is unknown', () => {
    const now = Date.parse('2026-11-25T12:00:00Z')
    expect(retryAfterSeconds('42', now)).toBe(42)
    expect(retryAfterSeconds('Wed, 25 Nov 2026 12:01:30 GMT', now)).toBe(90)
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
    expect(retryAfterSeconds(null, now)).toBeUndefined()
  })
})
