import qs from 'qs'
import { describe, expect, it } from 'vitest'
import { dottedQuery, type QueryObject } from './queryString'

describe('GET query strings (dotted object notation)', () => {
  it('are what qs.stringify with allowDots and skipNulls gives', () => {
    const cases: QueryObject[] = [
      { take: 7, skip: 0 },
      { take: 7, skip: 14, search: 'Müsli & Co (vegan)!*', parentId: 3 },
      { take: 9, skip: 0, state: '0', filter: 'a b+c/d?e=f' },
      { take: 7, skip: 0, search: null, parentId: undefined, flag: true },
      { take: 7, skip: 0, filter: { state: '0', range: { from: '2025-01-01', to: null } } },
    ]
    for (const query of cases) expect(dottedQuery(query)).toBe(qs.stringify(query, { allowDots: true, skipNulls: true }))
  })
})
