import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/course-list')(
  listRoute(SCREENS.courses, () => import('@/features/courses/resource').then((m) => m.courses)),
)
