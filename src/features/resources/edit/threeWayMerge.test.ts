import { describe, expect, test } from 'vitest'
import { changedFields, sameValue, threeWayMerge } from './threeWayMerge'

const fields = ['title', 'sort', 'text']
const base = { id: 1, title: 'Sugar', sort: 1, text: '<p>a</p>' }

describe('threeWayMerge', () => {
  test('a field only the draft changed takes the draft; one only the server changed keeps the server', () => {
    const mine = { ...base, title: 'Sugar traps' }
    const theirs = { ...base, sort: 7 }
    const merged = threeWayMerge(fields, base, mine, theirs)
    expect(merged.values).toMatchObject({ title: 'Sugar traps', sort: 7, text: '<p>a</p>' })
    expect(merged.conflicts).toEqual([])
    expect(merged.changedSince).toBe(true)
  })

  test('a field both changed differently is a conflict, holding this user’s value until chosen', () => {
    const merged = threeWayMerge(fields, base, { ...base, title: 'Mine' }, { ...base, title: 'Theirs' })
    expect(merged.conflicts).toEqual([{ name: 'title', mine: 'Mine', theirs: 'Theirs' }])
    expect(merged.values.title).toBe('Mine')
  })

  test('both changed to the same value is no conflict', () => {
    const merged = threeWayMerge(fields, base, { ...base, sort: 3 }, { ...base, sort: 3 })
    expect(merged.conflicts).toEqual([])
  })

  test('nothing changed on the server: the draft stands as it is and nothing is reported', () => {
    const merged = threeWayMerge(fields, base, { ...base, title: 'Mine' }, { ...base })
    expect(merged).toEqual({ values: { ...base, title: 'Mine' }, conflicts: [], changedSince: false })
  })

  test('without a base every field that differs from the server is a conflict', () => {
    const merged = threeWayMerge(fields, undefined, { ...base, title: 'Mine' }, { ...base, sort: 9 })
    expect(merged.conflicts.map((c) => c.name)).toEqual(['title', 'sort'])
    expect(merged.changedSince).toBe(true)
  })

  test('a field the draft does not hold (a password) comes from the server', () => {
    const merged = threeWayMerge(['title', 'password'], base, { title: 'Sugar' }, { ...base, password: 'x' })
    expect(merged.values.password).toBe('x')
  })
})

describe('sameValue and changedFields', () => {
  test('blanks are alike, objects compare by content', () => {
    expect(sameValue(null, '')).toBe(true)
    expect(sameValue(undefined, null)).toBe(true)
    expect(sameValue({ Url: 'a' }, { Url: 'a' })).toBe(true)
    expect(sameValue(1, '1')).toBe(false)
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true)
  })

  test('changedFields lists what differs, in the fields’ order', () => {
    expect(changedFields(fields, base, { ...base, text: '<p>b</p>', title: 'T' })).toEqual(['title', 'text'])
  })
})
