import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/method-list/')(
  listRoute(SCREENS.genericMethods, () => import('@/features/methods/resource').then((m) => m.methods)),
)
