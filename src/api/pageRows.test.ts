// @vitest-environment node
import * as z from 'zod/mini'
import { expect, test } from 'vitest'
import { pageSchema } from './crud'
import { pageOfAtMost } from './pageRows'

const item = z.object({ id: z.number() })
const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1 }))

test('a page answer with more rows than asked keeps the first `take`, and its total', () => {
  const parsed = pageOfAtMost(pageSchema(item), 7).safeParse({ values: rows(10000), total: 10000 })
  expect(parsed.data).toEqual({ values: rows(7), total: 10000 })
})

test('rows past `take` are never read: a bad one there does not fail the page', () => {
  const parsed = pageOfAtMost(pageSchema(item), 2).safeParse({ values: [...rows(2), { id: 'bad' }], total: 3 })
  expect(parsed.success).toBe(true)
})

test('an answer of at most `take` rows, or not a page at all, is parsed as it came', () => {
  expect(pageOfAtMost(pageSchema(item), 7).safeParse({ values: rows(3), total: 3 }).data).toEqual({
    values: rows(3),
    total: 3,
  })
  expect(pageOfAtMost(pageSchema(item), 7).safeParse({ values: 'x', total: 1 }).success).toBe(false)
  expect(pageOfAtMost(pageSchema(item), 7).safeParse(null).success).toBe(false)
  expect(pageOfAtMost(pageSchema(item), 7).safeParse([1, 2]).success).toBe(false)
})
