// @vitest-environment node
import * as z from 'zod/mini'
import { expect, test } from 'vitest'
import { listQuery, pageSchema } from './crud'

const item = z.object({ id: z.number() })

test('a list answer is parsed as values and a non-negative whole total', () => {
  expect(pageSchema(item).parse({ values: [{ id: 1 }], total: 1 })).toEqual({ values: [{ id: 1 }], total: 1 })
  expect(() => pageSchema(item).parse({ values: [], total: -1 })).toThrow()
  expect(() => pageSchema(item).parse({ values: [{}], total: 1 })).toThrow()
})

test("a list's answer schema is built once per item schema, not at each GET (a few ms each on a phone)", () => {
  expect(pageSchema(item)).toBe(pageSchema(item))
  expect(pageSchema(z.object({ id: z.string() }))).not.toBe(pageSchema(item))
})

test('the list query carries take, skip, search, the parent and the filters', () => {
  expect(
    listQuery(
      { path: '/x', parentKey: 'categoryId' },
      { take: 7, skip: 14, search: 'a b', parentId: 3, filter: { state: '1' } },
    ),
  ).toBe('take=7&skip=14&search=a%20b&categoryId=3&state=1')
})
