// @vitest-environment node
import fc from 'fast-check'
import qs from 'qs'
import { describe, expect, it } from 'vitest'
import { dottedQuery, type QueryObject, type QueryValue } from './queryString'

const asQs = (query: QueryObject) => qs.stringify(query, { allowDots: true, skipNulls: true })

/** Any key a record could carry (reserved and non-ASCII characters too), but `__proto__`, which no list param is. */
const key = fc.string({ unit: 'binary', maxLength: 8 }).filter((k) => k !== '__proto__')
const { object: queryObject } = fc.letrec<{ value: QueryValue; object: QueryObject }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    tie('object'),
  ),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
}))

describe('GET query strings (dotted object notation)', () => {
  it('are what qs.stringify with allowDots and skipNulls gives', () => {
    const cases: QueryObject[] = [
      { take: 7, skip: 0 },
      { take: 7, skip: 14, search: 'Müsli & Co (vegan)!*', parentId: 3 },
      { take: 9, skip: 0, state: '0', filter: 'a b+c/d?e=f' },
      { take: 7, skip: 0, search: null, parentId: undefined, flag: true },
      { take: 7, skip: 0, filter: { state: '0', range: { from: '2025-01-01', to: null } } },
    ]
    for (const query of cases) expect(dottedQuery(query)).toBe(asQs(query))
  })

  it('are what qs gives for any nested object of text, numbers, booleans, null and undefined', () => {
    fc.assert(
      fc.property(queryObject, (query) => {
        expect(dottedQuery(query)).toBe(asQs(query))
      }),
      { numRuns: 500 },
    )
  })
})
