import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const lexicon = declareResource({
  name: 'lexicon',
  path: '/lexicon',
  title: 'Lexicon entries',
  suffix: 'Lexicon entry',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/lexicon-list/$parentId' },
  pageSize: PAGE_SIZES.standard,
  parent: { resource: 'lexiconcategories', key: 'categoryId' },
  schema: (f) => f.record({ categoryId: f.id, title: f.required(f.text), text: f.html, image: f.image }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    lexicon: typeof lexicon
  }
}
