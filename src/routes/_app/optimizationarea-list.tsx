import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/optimizationarea-list')(
  listRoute(SCREENS.optimizationAreas, () => import('@/features/optimizationAreas/resource').then((m) => m.optimizationAreas)),
)
