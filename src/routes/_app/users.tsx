import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/users')(
  listRoute(SCREENS.users, () => import('@/features/users/resource').then((m) => m.users)),
)
