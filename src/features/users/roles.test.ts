import { afterEach, expect, test } from 'vitest'
import { activateLocale } from '@/i18n/i18n'
import { users } from './view'

afterEach(() => activateLocale('en'))

const rolesCell = users.columns.find((c) => c.key === 'roles')

test('the users list shows the roles in the interface language, as the profile does, and an unknown one as sent', async () => {
  await activateLocale('de')
  expect(rolesCell?.cell?.({ id: 1, roles: 'Viewer,Editor' }, undefined)).toBe('Leser, Redakteur')
  expect(rolesCell?.cell?.({ id: 1, roles: ' Admin , Auditor' }, undefined)).toBe('Admin, Auditor')
  await activateLocale('en')
  expect(rolesCell?.cell?.({ id: 1, roles: 'Viewer,Editor' }, undefined)).toBe('Viewer, Editor')
})
