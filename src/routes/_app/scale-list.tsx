import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/scale-list')(
  listRoute(SCREENS.scales, () => import('@/features/scales/resource').then((m) => m.scales)),
)
