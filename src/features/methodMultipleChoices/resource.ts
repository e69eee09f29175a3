import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const methodMultipleChoices = declareResource({
  name: 'methodmultiplechoices',
  path: '/methodmultiplechoices',
  title: 'Multiple choices',
  suffix: 'Multiple choice',
  titleProperty: 'text',
  role: ROLES.ADMIN,
  route: { path: '/methodmultiplechoice-list/$parentId' },
  pageSize: PAGE_SIZES.short,
  parent: { resource: 'methods', key: 'methodId' },
  defaults: { isCorrect: false },
  schema: (f) => f.record({ methodId: f.id, text: f.required(f.text), isCorrect: f.boolean, sortOrder: f.integer }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    methodmultiplechoices: typeof methodMultipleChoices
  }
}
