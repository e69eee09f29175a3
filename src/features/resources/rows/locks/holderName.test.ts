import { expect, test } from 'vitest'
import { HOLDER_NAME_MAX, holderName } from './holderName'

test('the display name when the hub sends one, else the username', () => {
  expect(holderName({ editor: 'chief', editorName: 'Chris Chief' })).toBe('Chris Chief')
  expect(holderName({ editor: 'chief' })).toBe('chief')
  expect(holderName({ editor: 'chief', editorName: '  ' })).toBe('chief')
})

test('hostile names: blank is (unnamed), 10,000 characters are cut, markup stays text', () => {
  expect(holderName({ editor: '' })).toBe('(unnamed)')
  const long = holderName({ editor: 'x'.repeat(10000) })
  expect(long).toHaveLength(HOLDER_NAME_MAX)
  expect(long.endsWith('…')).toBe(true)
  expect(holderName({ editor: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>')
})
