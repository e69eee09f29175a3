import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/recipes-list')(
  listRoute(SCREENS.recipes, () => import('@/features/recipes/resource').then((m) => m.recipes)),
)
