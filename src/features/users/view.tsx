import { ROLES } from '@/api/session'
import { email, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const USER_ROLE_OPTIONS = Object.values(ROLES).map((role) => ({ value: role, label: role }))

export const users = defineView('users', {
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
