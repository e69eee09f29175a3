import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const lexiconCategories = declareResource({
  name: 'lexiconcategories',
  path: '/lexiconcategories',
  title: 'Lexicon categories',
  suffix: 'Lexicon category',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/lexicon-category-list', title: 'Lexicon', menu: 5 },
  pageSize: PAGE_SIZES.short,
  children: [{ resource: 'lexicon', label: 'Lexicon entries' }],
  schema: (f) => f.record({ title: f.required(f.text), image: f.image, sortOrder: f.integer }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    lexiconcategories: typeof lexiconCategories
  }
}
