import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const chapters = declareResource({
  name: 'chapters',
  path: '/chapters',
  title: 'Chapters',
  suffix: 'Chapter',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/chapter-list/$parentId' },
  pageSize: PAGE_SIZES.standard,
  parent: { resource: 'courses', key: 'courseId' },
  children: [{ resource: 'subchapters', label: 'Subchapters' }],
  schema: (f) => f.record({ courseId: f.id, title: f.required(f.text), description: f.html, sortOrder: f.integer }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    chapters: typeof chapters
  }
}
