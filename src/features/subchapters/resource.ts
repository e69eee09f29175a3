import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const subchapters = declareResource({
  name: 'subchapters',
  path: '/subchapters',
  title: 'Subchapters',
  suffix: 'Subchapter',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/subchapter-list/$parentId' },
  pageSize: PAGE_SIZES.standard,
  parent: { resource: 'chapters', key: 'chapterId' },
  schema: (f) =>
    f.record({
      chapterId: f.id,
      title: f.required(f.text),
      content: f.html,
      image: f.image,
      durationMinutes: f.integer,
      sortOrder: f.integer,
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    subchapters: typeof subchapters
  }
}
