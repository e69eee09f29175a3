import type { Role } from '@/api/session'

/**
 * A guarded screen: where it is routed, what it is called and who may open it. Below the shell and the resource
 * engine, so both read it without importing each other.
 */
export interface Screen {
  /** Route path as the router knows it. */
  path: string
  /** Route name shown in the toolbar; for menu screens also the menu label. */
  title: string
  role: Role
  /** Position in the drawer menu (the spec's menu entries by role); absent when not in the menu. */
  menu?: number
}
