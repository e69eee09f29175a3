import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

/** Psychogram scales (menu label Psychogramm). */
export const scales = declareResource({
  name: 'scales',
  path: '/scales',
  title: 'Scales',
  suffix: 'Scale',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/scale-list', title: 'Psychogramm', menu: 9 },
  pageSize: PAGE_SIZES.standard,
  children: [{ resource: 'questions', label: 'Questions' }],
  schema: (f) =>
    f.record({
      title: f.required(f.text),
      description: f.html,
      minScore: f.integer,
      maxScore: f.atLeast('minScore', f.integer),
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    scales: typeof scales
  }
}
