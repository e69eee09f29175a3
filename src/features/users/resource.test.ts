// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { formErrors } from '@/test/support/forms'
import { users } from './view'

const valid = { username: 'j.doe', email: 'j.doe@example.com', displayname: 'Jane Doe', roles: 'Viewer,Admin' }

describe('users declaration', () => {
  test('roles are any of Viewer, Editor and Admin, stored comma-separated', () => {
    const roles = users.fields.find((f) => f.name === 'roles')
    expect(roles?.input).toBe('multiselect')
    expect(roles?.joinWith).toBe(',')
    expect(roles?.options).toEqual({
      kind: 'static',
      options: [
        { value: 'Viewer', label: 'Viewer' },
        { value: 'Editor', label: 'Editor' },
        { value: 'Admin', label: 'Admin' },
      ],
    })
  })
  test('a password is required on create only', () => {
    expect(formErrors(users, valid, { isNew: true }).password).toBeTruthy()
    expect(formErrors(users, { ...valid, password: 's3cret!' }, { isNew: true })).toEqual({})
    // A saved record has its id: the form schema also holds the declaration's record schema.
    expect(formErrors(users, { ...valid, id: 7 }, { isNew: false })).toEqual({})
    expect(users.fields.find((f) => f.name === 'password')).toMatchObject({ input: 'password', optionalOnEdit: true })
  })
  test('the email must look like one', () => {
    expect(formErrors(users, { ...valid, email: 'not-an-email' }, { isNew: false }).email).toBeTruthy()
  })
  test('the password is never a column', () => {
    expect(users.columns.map((c) => c.key)).not.toContain('password')
  })
  test('parses a seed-like user', () => {
    expect(users.schema.parse({ id: 1, ...valid, active: true, Undeletable: true }).roles).toBe('Viewer,Admin')
  })
})
