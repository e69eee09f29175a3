import { defineView } from '@/features/resources/defineView'
import { rolesText } from './roles'

export const users = defineView('users', {
  fields: [
    { name: 'username', label: 'Username' },
    { name: 'email', label: 'Email' },
    { name: 'displayname', label: 'Display name' },
    { name: 'roles', label: 'Roles' },
    {
      name: 'password',
      label: 'Password',
      help: 'Required for a new user. When editing, leave it blank to keep the current password.',
    },
    { name: 'active', label: 'Active' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'username', header: 'Username' },
    { key: 'displayname', header: 'Display name' },
    { key: 'email', header: 'Email' },
    { key: 'roles', header: 'Roles', cell: (r) => rolesText(r.roles) },
    { key: 'active', header: 'Active' },
  ],
})
