import { ROLES } from '@/api/session'
import type { Screen } from '@/features/navigation/screen'

/** Every guarded screen of spec §2, once: routes, menu, Home cards and the toolbar read it. */
export const SCREENS = {
  portions: { path: '/', title: 'Portions', role: ROLES.VIEWER, menu: true },
  userProfile: { path: '/user-profile', title: 'User profile', role: ROLES.VIEWER },
  dashboard: { path: '/dashboard', title: 'Dashboard', role: ROLES.EDITOR, menu: true },
  promotions: { path: '/promotion-list', title: 'Promotions', role: ROLES.EDITOR, menu: true },
  patients: { path: '/patient-list', title: 'Patients', role: ROLES.ADMIN, menu: true },
  lexiconCategories: { path: '/lexicon-category-list', title: 'Lexicon', role: ROLES.ADMIN, menu: true },
  lexicon: { path: '/lexicon-list/$parentId', title: 'Lexicon entries', role: ROLES.ADMIN },
  optimizationAreas: { path: '/optimizationarea-list', title: 'Optimization Areas', role: ROLES.ADMIN, menu: true },
  targets: { path: '/target-list/$parentId', title: 'Targets', role: ROLES.ADMIN },
  genericMethods: { path: '/method-list', title: 'Methods', role: ROLES.ADMIN, menu: true },
  methods: { path: '/method-list/$parentId', title: 'Methods', role: ROLES.ADMIN },
  methodMultipleChoices: { path: '/methodmultiplechoice-list/$parentId', title: 'Multiple choices', role: ROLES.ADMIN },
  methodTexts: { path: '/methodtext-list/$parentId', title: 'Method texts', role: ROLES.ADMIN },
  courses: { path: '/course-list', title: 'Courses', role: ROLES.ADMIN, menu: true },
  chapters: { path: '/chapter-list/$parentId', title: 'Chapters', role: ROLES.ADMIN },
  subchapters: { path: '/subchapter-list/$parentId', title: 'Subchapters', role: ROLES.ADMIN },
  scales: { path: '/scale-list', title: 'Psychogramm', role: ROLES.ADMIN, menu: true },
  questions: { path: '/question-list/$parentId', title: 'Questions', role: ROLES.ADMIN },
  choices: { path: '/choice-list/$parentId', title: 'Choices', role: ROLES.ADMIN },
  webViews: { path: '/webview-list', title: 'Web Views', role: ROLES.ADMIN, menu: true },
  users: { path: '/users', title: 'Users', role: ROLES.ADMIN, menu: true },
  recipes: { path: '/recipes-list', title: 'Recipes', role: ROLES.ADMIN, menu: true },
  typography: { path: '/typography', title: 'Typography', role: ROLES.ADMIN },
  icons: { path: '/icons', title: 'Icons', role: ROLES.ADMIN },
  maps: { path: '/maps', title: 'Maps', role: ROLES.ADMIN },
  notifications: { path: '/notifications', title: 'Notifications', role: ROLES.ADMIN },
} as const satisfies Record<string, Screen>

/** Route name of / for a user without Viewer (design §8.1). */
export const HOME_TITLE = 'Home'

export type ScreenKey = keyof typeof SCREENS

/** Menu order of spec §2: Viewer's, then Editor's, then Admin's entries. */
export const MENU: readonly Screen[] = Object.values(SCREENS).filter((s: Screen) => s.menu)
