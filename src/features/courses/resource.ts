import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const courses = declareResource({
  name: 'courses',
  path: '/courses',
  title: 'Courses',
  suffix: 'Course',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/course-list', menu: 8 },
  pageSize: PAGE_SIZES.standard,
  defaults: { published: false },
  children: [{ resource: 'chapters', label: 'Chapters' }],
  schema: (f) =>
    f.record({
      title: f.required(f.text),
      description: f.html,
      image: f.image,
      goalId: f.dictionary('goal'),
      published: f.boolean,
      sortOrder: f.integer,
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    courses: typeof courses
  }
}
