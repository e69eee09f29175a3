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
  schema: (f) => f.record({ questionId: f.id, text: f.text, value: f.number, sortOrder: f.number }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    choices: typeof choices
  }
}
