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
      title: f.text,
      content: f.text,
      image: f.image,
      durationMinutes: f.number,
      sortOrder: f.number,
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    subchapters: typeof subchapters
  }
}
