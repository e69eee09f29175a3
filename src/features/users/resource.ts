import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

/** App users: roles are any combination of Viewer, Editor and Admin; a password is required on create only; on edit a blank one keeps the current password. */
export const users = declareResource({
  name: 'users',
  path: '/users',
  title: 'Users',
  suffix: 'User',
  titleProperty: 'username',
  role: ROLES.ADMIN,
  route: { path: '/users', menu: 11 },
  pageSize: PAGE_SIZES.standard,
  defaults: { active: true, roles: ROLES.VIEWER },
  schema: (f) =>
    f.record({
      username: f.required(f.text),
      email: f.required(f.email),
      displayname: f.required(f.text),
      /** Comma-separated, as the session's roles. */
      roles: f.required(f.roles),
      active: f.boolean,
      password: f.requiredOnCreate(f.password),
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    users: typeof users
  }
}
