import { afterEach, expect, test } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/api/queryKeys'
import { activateLocale } from '@/i18n/i18n'
import { cachedName, plainName, RECORD_NAME_MAX, recordName } from './recordName'

const portions = { name: 'portions', suffix: 'Portion', titleProperty: 'name' }

afterEach(() => activateLocale('en'))

test('a title is the name, as one plain line: trimmed, controls and bidi overrides gone, markup as written', () => {
  expect(recordName(portions, { id: 48, name: 'Zucker' })).toBe('Zucker')
  expect(recordName(portions, { id: 48, name: ' \n Zucker\t fein \r\n' })).toBe('Zucker fein')
  expect(recordName(portions, { id: 48, name: 'Zu\u202ecker\u0000' })).toBe('Zucker')
  expect(recordName(portions, { id: 48, name: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>')
})

test('a long title is cut to RECORD_NAME_MAX with an ellipsis, never inside an emoji', () => {
  const name = recordName(portions, { id: 1, name: `${'a'.repeat(RECORD_NAME_MAX - 2)}😀😀😀` })
  expect(name.length).toBeLessThanOrEqual(RECORD_NAME_MAX)
  expect(name.endsWith('…')).toBe(true)
  expect(name).not.toMatch(/[\ud800-\udbff]…$/)
  expect(plainName('x'.repeat(10000))).toHaveLength(RECORD_NAME_MAX)
})

test('no title (blank, missing, not text, no title property): the suffix and the id, in the language', async () => {
  expect(recordName(portions, { id: 48, name: '  ' })).toBe('Portion 48')
  expect(recordName(portions, { id: 48 })).toBe('Portion 48')
  expect(recordName(portions, { id: 48, name: true })).toBe('Portion 48')
  expect(recordName({ suffix: 'Portion' }, { id: 48, name: 'Zucker' })).toBe('Portion 48')
  expect(recordName({ ...portions, suffix: 'Lexicon entry' }, { id: 3, name: 1.5 })).toBe('1.5')
  await activateLocale('de')
  expect(recordName({ ...portions, suffix: 'Lexicon entry' }, { id: 3, name: '' })).toBe('Lexikoneintrag 3')
  expect(recordName({ ...portions, suffix: 'Lexicon entry' }, { id: 3, name: 1.5 })).toBe('1,5')
})

test('by id alone: the cached record’s name (its detail, else a list page), else the suffix and id', () => {
  const queryClient = new QueryClient()
  expect(cachedName(queryClient, portions, 48)).toBe('Portion 48')
  queryClient.setQueryData(queryKeys.list('portions', { skip: 0, take: 7 }), {
    values: [{ id: 48, name: 'Zucker' }],
    total: 1,
  })
  expect(cachedName(queryClient, portions, '48')).toBe('Zucker')
  queryClient.setQueryData(queryKeys.detail('portions', 48), { id: 48, name: 'Rohrzucker' })
  expect(cachedName(queryClient, portions, 48)).toBe('Rohrzucker')
})
