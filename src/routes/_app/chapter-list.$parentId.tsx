import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/chapter-list/$parentId')(
  listRoute(SCREENS.chapters, () => import('@/features/chapters/resource').then((m) => m.chapters)),
)
