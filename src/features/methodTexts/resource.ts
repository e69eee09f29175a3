import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const methodTexts = declareResource({
  name: 'methodtexts',
  path: '/methodtexts',
  title: 'Method texts',
  suffix: 'Method text',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/methodtext-list/$parentId' },
  pageSize: PAGE_SIZES.short,
  parent: { resource: 'methods', key: 'methodId' },
  schema: (f) => f.record({ methodId: f.id, title: f.required(f.text), text: f.html, sortOrder: f.integer }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    methodtexts: typeof methodTexts
  }
}
