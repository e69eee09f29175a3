// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { listQuery } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { optimizationAreas } from './view'
import { linkedResource } from '@/features/resources/linkedResource'

describe('optimization areas declaration', () => {
  test('pages by 9 with the state filter starting at 0 (see docs/decisions.md, "Filters in the address")', () => {
    expect(optimizationAreas.pageSize).toBe(9)
    const [state] = optimizationAreas.filters ?? []
    expect(state?.name).toBe('state')
    expect(state?.initial).toBe('0')
    expect(state?.allLabel).toBeUndefined()
    expect(state?.options).toEqual({
      kind: 'static',
      options: [
        { value: '0', label: 'All' },
        { value: '1', label: 'Active' },
        { value: '2', label: 'Inactive' },
      ],
    })
  })
  test('sends the state filter as a plain query key', () => {
    expect(listQuery(endpointOf(optimizationAreas), { skip: 0, take: 9, filter: { state: '0' } })).toBe(
      'take=9&skip=0&state=0',
    )
  })
  test('links to its targets and its methods under the area', () => {
    const children = (optimizationAreas.children ?? []).map((c) => linkedResource(c.resource))
    expect(children.map((c) => c.name)).toEqual(['targets', 'methods'])
    expect(children.map((c) => (c.childScreen ?? c.screen).path)).toEqual([
      '/target-list/$parentId',
      '/method-list/$parentId',
    ])
    expect(children.map((c) => c.parent?.key)).toEqual(['optimizationAreaId', 'parentId'])
  })
  test('parses a seed-like area', () => {
    const area = optimizationAreas.schema.parse({ id: 1, title: 'Sleep', active: true, image: null, optimisationId: 2 })
    expect(area.title).toBe('Sleep')
  })
})
