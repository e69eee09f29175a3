// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { shownName, type Named } from './shownNames'

const anna: Named = { id: 'sandbox:admin', username: 'admin', displayname: 'Anna Admin' }
const vera: Named = { id: 'sandbox:viewer', username: 'viewer', displayname: 'Vera Viewer' }
const named = (displayname: string): Named => ({ id: 'user:9', username: 'v.hahn', displayname })

describe('14. a lock badge’s name cannot impersonate another user', () => {
  test('14.1 a display name of its own is shown alone', () => {
    expect(shownName(anna, [anna, vera])).toBe('Anna Admin')
    expect(shownName(named('Vanessa Hahn'), [anna, vera])).toBe('Vanessa Hahn')
  })

  test.each([
    'Anna Admin',
    'anna  admin',
    'ＡＮＮＡ ＡＤＭＩＮ',
    ' Anna Admin ',
    'Anna Admin (admin)',
    'Anna Admin - deputy',
    'admin',
    'Vera Viewer',
    // Cyrillic А in a Latin name; a zero-width space.
    '\u0410nna Admin',
    'Anna\u200b Admin',
  ])('14.2 %j, which reads as another account’s name, carries the username', (displayname) => {
    const holder = named(displayname)
    expect(shownName(holder, [anna, vera, holder])).toBe(`${displayname.normalize('NFKC').trim()} (v.hahn)`)
  })

  test('14.3 the account whose name is copied is told apart too', () => {
    expect(shownName(anna, [anna, vera, named('Anna Admin')])).toBe('Anna Admin (admin)')
  })

  test('14.4 a name that only begins with the same letters is not a copy', () => {
    expect(shownName(named('Annabel Adminski'), [anna, vera])).toBe('Annabel Adminski')
  })

  test('14.5 no display name shows the username', () => {
    expect(shownName(named('  '), [anna])).toBe('v.hahn')
  })
})
