// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { ruleMessage } from '@/test/support/forms'
import { listQuery } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { targets } from './view'

describe('targets declaration', () => {
  test('is a child list of an optimization area keyed by optimizationAreaId', () => {
    expect(targets.parent?.key).toBe('optimizationAreaId')
    expect(targets.parent?.resource).toBe('optimizationareas')
    expect(listQuery(endpointOf(targets), { skip: 0, take: 7, parentId: 5 })).toBe('take=7&skip=0&optimizationAreaId=5')
  })
  test('the value is a decimal with at most 3 places', () => {
    const value = targets.fields.find((f) => f.name === 'value')
    expect(ruleMessage(value!.rules![0]!, '1.2345')).toBeTruthy()
    expect(ruleMessage(value!.rules![0]!, 1.25)).toBeUndefined()
  })
})
