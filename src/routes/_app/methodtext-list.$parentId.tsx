import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/methodtext-list/$parentId')(
  listRoute(SCREENS.methodTexts, () => import('@/features/methodTexts/resource').then((m) => m.methodTexts)),
)
