// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { redact } from './log'

const TOKEN = `sbx-${'ab12'.repeat(16)}`

describe('redact', () => {
  test.each([
    ['a query parameter', `GET /edit-states?id=1&access_token=${TOKEN}&x=2`, 'access_token=[redacted]&x=2'],
    ['an unknown token in a query', 'GET /x?access_token=anything-at-all', 'access_token=[redacted]'],
    ['a bearer header', `authorization: Bearer ${TOKEN}`, 'Bearer [redacted]'],
    ['a JSON password', '{"username":"admin","password":"s3cret pass"}', '"password":"[redacted]"'],
    ['a JSON token', `{"token":"${TOKEN}"}`, '"token":"[redacted]"'],
    ['an inspected object', `{ input: '/x?access_token=abc', password: 'hunter2' }`, "password: '[redacted]'"],
    ['a bare token anywhere', `Error: no sign-in ${TOKEN} here`, 'sbx-[redacted]'],
  ])('%s', (_, line, kept) => {
    const redacted = redact(line)
    expect(redacted).toContain(kept)
    for (const secret of [TOKEN, 'anything-at-all', 's3cret', 'hunter2', '=abc']) expect(redacted).not.toContain(secret)
  })

  test('a line without secrets is left as it was', () => {
    const line = 'sandbox server: GET /api/v1/portions?take=7: Error: boom'
    expect(redact(line)).toBe(line)
  })
})
