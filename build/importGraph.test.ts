// @vitest-environment node
import { expect, test } from 'vitest'
import { reachable } from './importGraph'

const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: ['a'], d: [], e: ['a'] }
const edges = (node: string) => graph[node] ?? []

test('keeps the starts and everything they reach, once, through loops', () => {
  expect([...reachable(['a'], edges)].sort()).toEqual(['a', 'b', 'c', 'd'])
  expect([...reachable(['d', 'e'], edges)].sort()).toEqual(['a', 'b', 'c', 'd', 'e'])
})

test('neither keeps nor enters what `stop` names', () => {
  expect([...reachable(['a'], edges, (node) => node === 'b')].sort()).toEqual(['a', 'c'])
})
