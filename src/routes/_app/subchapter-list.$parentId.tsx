import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/subchapter-list/$parentId')(
  listRoute(SCREENS.subchapters, () => import('@/features/subchapters/resource').then((m) => m.subchapters)),
)
