import { expect, test } from 'vitest'
import { StateJson } from './stateJson'

test('issue 22: the cached serialization equals JSON.stringify after each named change, and a save naming nothing redoes everything', () => {
  const state = {
    version: 2,
    tokens: { a: 'viewer' } as Record<string, string>,
    collections: { portions: [{ id: 1, name: 'Apple' }], lexicon: [{ id: 1, title: 'Fibre' }] },
    files: [{ id: 1, name: 'a.txt', type: 'text/plain', base64: 'eA==' }],
    images: [] as { id: number }[],
    skipped: undefined,
  }
  const json = new StateJson()
  expect(json.serialize(state)).toBe(JSON.stringify(state))

  state.collections.portions.push({ id: 2, name: 'Pear' })
  json.invalidate(['collections.portions'])
  state.tokens = { ...state.tokens, b: 'admin' }
  expect(json.serialize(state)).toBe(JSON.stringify(state))

  // An unnamed change to a cached part shows only once a save names nothing.
  state.images.push({ id: 1 })
  expect(json.serialize(state)).not.toBe(JSON.stringify(state))
  json.invalidate()
  expect(json.serialize(state)).toBe(JSON.stringify(state))
  expect(JSON.parse(json.serialize(state))).toEqual(JSON.parse(JSON.stringify(state)))
})
