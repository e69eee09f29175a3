import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

/** Questions of a scale; a row expands to its choices (see docs/decisions.md, "Expandable rows"). */
export const questions = declareResource({
  name: 'questions',
  path: '/questions',
  title: 'Questions',
  suffix: 'Question',
  titleProperty: 'text',
  role: ROLES.ADMIN,
  route: { path: '/question-list/$parentId' },
  pageSize: PAGE_SIZES.standard,
  parent: { resource: 'scales', key: 'scaleId' },
  defaults: { reversed: false },
  children: [{ resource: 'choices', label: 'Choices' }],
  schema: (f) => f.record({ scaleId: f.id, text: f.required(f.text), sortOrder: f.integer, reversed: f.boolean }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    questions: typeof questions
  }
}
