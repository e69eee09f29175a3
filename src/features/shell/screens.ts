import { ROLES } from '@/api/session'
import type { Screen } from '@/features/navigation/screen'
import { DECLARATIONS } from '@/features/resources/registry'

export type { Screen }

/** The guarded screens of the spec that are not resource lists; the lists' screens come from their declarations. */
const SHELL_SCREENS = {
  userProfile: { path: '/user-profile', title: 'User profile', role: ROLES.VIEWER },
  dashboard: { path: '/dashboard', title: 'Dashboard', role: ROLES.EDITOR, menu: 2 },
  typography: { path: '/typography', title: 'Typography', role: ROLES.ADMIN },
  icons: { path: '/icons', title: 'Icons', role: ROLES.ADMIN },
  maps: { path: '/maps', title: 'Maps', role: ROLES.ADMIN },
  notifications: { path: '/notifications', title: 'Notifications', role: ROLES.ADMIN },
} as const satisfies Record<string, Screen>

/** The list a resource opens at / (Portions): a Viewer's home (see docs/decisions.md, "Home screen without Viewer"). */
export const HOME_LIST = DECLARATIONS.find((d) => d.screen.path === '/')

/**
 * Every guarded screen of the spec, once: the shell's by key, each resource list's under its resource name (from the
 * registry, never retyped). Routes, menu, Home cards and the toolbar read it.
 */
export const SCREENS: typeof SHELL_SCREENS & Readonly<Record<string, Screen>> = {
  ...SHELL_SCREENS,
  ...Object.fromEntries(DECLARATIONS.map((d) => [d.name, d.screen])),
}

/** Route name of / for a user without Viewer (see docs/decisions.md, "Home screen without Viewer"). */
export const HOME_TITLE = 'Home'

/** Menu order of the spec (Viewer's, then Editor's, then Admin's entries), by each screen's menu position. */
export const MENU: readonly Screen[] = Object.values<Screen>(SCREENS)
  .filter((s) => s.menu !== undefined)
  .sort((a, b) => (a.menu ?? 0) - (b.menu ?? 0))
