/** The spec's screens as the browser tests read them: every guarded route, its toolbar name and its role. */
export type Role = 'Viewer' | 'Editor' | 'Admin'

export interface RouteCase {
  path: string
  title: string
  role: Role
}

export const ROUTES: readonly RouteCase[] = [
  { path: '/user-profile', title: 'User profile', role: 'Viewer' },
  { path: '/dashboard', title: 'Dashboard', role: 'Editor' },
  { path: '/promotion-list', title: 'Promotions', role: 'Editor' },
  { path: '/patient-list', title: 'Patients', role: 'Admin' },
  { path: '/lexicon-category-list', title: 'Lexicon', role: 'Admin' },
  { path: '/lexicon-list/1', title: 'Lexicon entries', role: 'Admin' },
  { path: '/optimizationarea-list', title: 'Optimization Areas', role: 'Admin' },
  { path: '/target-list/1', title: 'Targets', role: 'Admin' },
  { path: '/method-list', title: 'Methods', role: 'Admin' },
  { path: '/method-list/1', title: 'Methods', role: 'Admin' },
  { path: '/methodmultiplechoice-list/1', title: 'Multiple choices', role: 'Admin' },
  { path: '/methodtext-list/1', title: 'Method texts', role: 'Admin' },
  { path: '/course-list', title: 'Courses', role: 'Admin' },
  { path: '/chapter-list/1', title: 'Chapters', role: 'Admin' },
  { path: '/subchapter-list/1', title: 'Subchapters', role: 'Admin' },
  { path: '/scale-list', title: 'Psychogramm', role: 'Admin' },
  { path: '/question-list/1', title: 'Questions', role: 'Admin' },
  { path: '/choice-list/1', title: 'Choices', role: 'Admin' },
  { path: '/webview-list', title: 'Web Views', role: 'Admin' },
  { path: '/users', title: 'Users', role: 'Admin' },
  { path: '/recipes-list', title: 'Recipes', role: 'Admin' },
  { path: '/typography', title: 'Typography', role: 'Admin' },
  { path: '/icons', title: 'Icons', role: 'Admin' },
  { path: '/maps', title: 'Maps', role: 'Admin' },
  { path: '/notifications', title: 'Notifications', role: 'Admin' },
]

/** Drawer menu entries by role, in order (the spec's "Menu entries by role"). */
export const MENU_BY_ROLE: Record<Role, readonly string[]> = {
  Viewer: ['Portions'],
  Editor: ['Dashboard', 'Promotions'],
  Admin: [
    'Patients',
    'Lexicon',
    'Optimization Areas',
    'Methods',
    'Courses',
    'Psychogramm',
    'Web Views',
    'Users',
    'Recipes',
  ],
}

export interface AccountCase {
  username: string
  roles: readonly Role[]
  displayname: string
}

/** The sandbox accounts of the README (password = username). */
export const ACCOUNTS: readonly AccountCase[] = [
  { username: 'viewer', roles: ['Viewer'], displayname: 'Vera Viewer' },
  { username: 'editor', roles: ['Editor'], displayname: 'Emil Editor' },
  { username: 'admin', roles: ['Admin'], displayname: 'Anna Admin' },
  { username: 'chief', roles: ['Viewer', 'Editor', 'Admin'], displayname: 'Chris Chief' },
]

/** `/` is Portions with Viewer and Home without (see docs/decisions.md, "Home screen without Viewer"). */
export const homeTitle = (roles: readonly Role[]) => (roles.includes('Viewer') ? 'Portions' : 'Home')
