import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const targets = declareResource({
  name: 'targets',
  path: '/targets',
  title: 'Targets',
  suffix: 'Target',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/target-list/$parentId' },
  pageSize: PAGE_SIZES.standard,
  parent: { resource: 'optimizationareas', key: 'optimizationAreaId' },
  schema: (f) =>
    f.record({
      optimizationAreaId: f.id,
      title: f.required(f.text),
      description: f.html,
      targetId: f.dictionary('target'),
      value: f.decimal,
      unit: f.text,
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    targets: typeof targets
  }
}
