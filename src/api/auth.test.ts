import { describe, expect, test } from 'vitest'
import { ApiError } from './errors'
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

  test.each([undefined, 'text', {}, { token: '', username: 'u' }, { token: 't' }, { token: 't', username: 'u', roles: 3 }])(
    'an answer the console cannot read is a malformed ApiError: %j',
    (body) => {
      expect(() => parseLoginAnswer(body)).toThrow(ApiError)
    },
  )
})
