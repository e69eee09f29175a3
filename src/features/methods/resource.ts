import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

/**
 * Methods: generic at /method-list (no parentId sent, all methods) and under an optimization area at
 * /method-list/{parentId} (see docs/decisions.md, "Lists without a parent").
 */
export const methods = declareResource({
  name: 'methods',
  path: '/methods',
  title: 'Methods',
  suffix: 'Method',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/method-list', menu: 7, childPath: '/method-list/$parentId' },
  pageSize: PAGE_SIZES.standard,
  parent: { resource: 'optimizationareas', key: 'parentId', optional: true },
  children: [
    { resource: 'methodmultiplechoices', label: 'Multiple choices' },
    { resource: 'methodtexts', label: 'Texts' },
  ],
  schema: (f) =>
    f.record({
      parentId: f.id,
      title: f.required(f.text),
      description: f.html,
      image: f.image,
      durationMinutes: f.integer,
      motivationId: f.dictionary('motivation'),
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    methods: typeof methods
  }
}
