// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { ruleMessage } from '@/test/support/forms'
import { listQuery } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { SCREENS } from '@/features/shell/screens'
import { methods } from './view'
import { linkedResource } from '@/features/resources/linkedResource'

describe('methods declaration', () => {
  test('is generic at /method-list and a child list at /method-list/$parentId (see docs/decisions.md, "Lists without a parent")', () => {
    expect(methods.screen).toBe(SCREENS.methods)
    expect(methods.screen.path).toBe('/method-list')
    expect(methods.childScreen?.path).toBe('/method-list/$parentId')
    expect(methods.parent).toMatchObject({ key: 'parentId', optional: true })
    expect(methods.parent?.resource).toBe('optimizationareas')
  })
  test('the generic list sends no parentId; under an area it does', () => {
    const endpoint = endpointOf(methods)
    expect(listQuery(endpoint, { skip: 0, take: 7 })).not.toContain('parentId')
    expect(listQuery(endpoint, { skip: 0, take: 7, parentId: 2 })).toContain('parentId=2')
  })
  test('links to multiple choices and texts, keyed by methodId', () => {
    const children = (methods.children ?? []).map((c) => linkedResource(c.resource))
    expect(children.map((c) => [c.name, c.path, c.parent?.key, c.pageSize])).toEqual([
      ['methodmultiplechoices', '/methodmultiplechoices', 'methodId', 10],
      ['methodtexts', '/methodtexts', 'methodId', 10],
    ])
    expect(children.every((c) => c.parent?.resource === methods.name)).toBe(true)
  })
  test('checks that the duration is a whole number', () => {
    const duration = methods.fields.find((f) => f.name === 'durationMinutes')
    expect(ruleMessage(duration!.rules![0]!, '1.5')).toBeTruthy()
    expect(ruleMessage(duration!.rules![0]!, 15)).toBeUndefined()
  })
})
