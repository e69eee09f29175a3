import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/choice-list/$parentId')(
  listRoute(SCREENS.choices, () => import('@/features/choices/resource').then((m) => m.choices)),
)
