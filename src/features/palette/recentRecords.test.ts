import { beforeEach, expect, test } from 'vitest'
import { PALETTE_RECENT_MAX, STORAGE_KEYS } from '@/config'
import { recentRecords, rememberRecent } from './recentRecords'

beforeEach(() => localStorage.clear())

test('recent records are kept per user, newest first, once each, at most PALETTE_RECENT_MAX, titles only', () => {
  for (let id = 1; id <= PALETTE_RECENT_MAX + 2; id++)
    rememberRecent('anna', { resource: 'courses', id, title: `C${id}` })
  rememberRecent('anna', { resource: 'courses', id: 5, title: 'Renamed' })
  rememberRecent('emil', { resource: 'promotions', id: 1, title: 'AOK' })
  const anna = recentRecords('anna')
  expect(anna).toHaveLength(PALETTE_RECENT_MAX)
  expect(anna[0]).toEqual({ resource: 'courses', id: 5, title: 'Renamed' })
  expect(anna.filter((r) => r.id === 5)).toHaveLength(1)
  expect(recentRecords('emil').map((r) => r.title)).toEqual(['AOK'])
})

test('a stored value that is not ours is ignored', () => {
  localStorage.setItem(STORAGE_KEYS.recentRecords, '{"anna":[{"resource":1}]}')
  expect(recentRecords('anna')).toEqual([])
})
