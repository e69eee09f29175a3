import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/promotion-list')(
  listRoute(SCREENS.promotions, () => import('@/features/promotions/resource').then((m) => m.promotions)),
)
