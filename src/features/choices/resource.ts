import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const choices = declareResource({
  name: 'choices',
  path: '/choices',
  title: 'Choices',
  suffix: 'Choice',
  titleProperty: 'text',
  role: ROLES.ADMIN,
  route: { path: '/choice-list/$parentId' },
  pageSize: PAGE_SIZES.standard,
  parent: { resource: 'questions', key: 'questionId' },
  schema: (f) =>
    f.record({ questionId: f.id, text: f.required(f.text), value: f.required(f.integer), sortOrder: f.integer }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    choices: typeof choices
  }
}
