import { expect, test } from 'vitest'
import { itemsResource } from '@/test/support/itemsResource'
import { draftOf, fieldsFor, initialValuesOf, newRecord, valuesToSend } from './recordValues'

const resource = itemsResource({
  parent: { key: 'groupId' },
  defaults: { active: true },
  fields: [
    { name: 'name', label: 'Name', input: 'text', rules: [] },
    { name: 'password', label: 'Password', input: 'password', optionalOnEdit: true, rules: [] },
  ],
})

test('a new record has the defaults and its parent; a saved one never prefills an optional-on-edit field', () => {
  expect(newRecord(resource, 7)).toEqual({ active: true, groupId: 7 })
  expect(initialValuesOf(resource, { id: 1, name: 'a', password: 'x' }, false)).toEqual({
    id: 1,
    name: 'a',
    password: '',
  })
  expect(fieldsFor(resource, false)[1]?.rules).toBeUndefined()
  expect(fieldsFor(resource, true)[1]?.rules).toEqual([])
})

test('a draft drops the password; Save leaves a blank optional-on-edit field out', () => {
  expect(draftOf(resource, { name: 'a', password: 'x' })).toEqual({ name: 'a' })
  expect(valuesToSend(resource, { id: 1, name: 'a' }, { name: 'b', password: '' }, false)).toEqual({ id: 1, name: 'b' })
  expect(valuesToSend(resource, {}, { name: 'b', password: '' }, true)).toEqual({ name: 'b', password: '' })
})
