import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/target-list/$parentId')(
  listRoute(SCREENS.targets, () => import('@/features/targets/resource').then((m) => m.targets)),
)
