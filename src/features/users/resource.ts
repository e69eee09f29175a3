import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { SCREENS } from '@/features/shell/screens'
import { defineResource } from '@/features/resources/types'
import { idSchema, optionalText } from '@/features/resources/recordFields'
import { email, required } from '@/features/forms/rules'

export const USER_ROLE_OPTIONS = Object.values(ROLES).map((role) => ({ value: role, label: role }))

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  username: optionalText,
  email: optionalText,
  displayname: optionalText,
  /** Comma-separated, as the session's roles (spec §3). */
  roles: optionalText,
  active: z.boolean().nullish(),
})

/** App users: roles are any combination of Viewer, Editor and Admin; a password is required on create only; on edit a blank one keeps the current password. */
export const users = defineResource({
  name: 'users',
  path: '/users',
  screen: SCREENS.users,
  title: 'Users',
  suffix: 'User',
  titleProperty: 'username',
  schema,
  pageSize: PAGE_SIZES.standard,
  defaults: { active: true, roles: ROLES.VIEWER },
  fields: [
    { name: 'username', label: 'Username', input: 'text', rules: [required()] },
    { name: 'email', label: 'Email', input: 'text', rules: [required(), email()] },
    { name: 'displayname', label: 'Display name', input: 'text', rules: [required()] },
    {
      name: 'roles',
      label: 'Roles',
      input: 'multiselect',
      options: { kind: 'static', options: USER_ROLE_OPTIONS },
      joinWith: ',',
      rules: [required()],
    },
    {
      name: 'password',
      label: 'Password',
      input: 'password',
      optionalOnEdit: true,
      rules: [required()],
      help: 'Required for a new user. When editing, leave it blank to keep the current password.',
    },
    { name: 'active', label: 'Active', input: 'checkbox' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'username', header: 'Username' },
    { key: 'displayname', header: 'Display name', hideOnMobile: true },
    { key: 'email', header: 'Email', hideOnMobile: true },
    { key: 'roles', header: 'Roles' },
  ],
})
