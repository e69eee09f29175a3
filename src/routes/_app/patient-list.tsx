import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/patient-list')(
  listRoute(SCREENS.patients, () => import('@/features/patients/resource').then((m) => m.patients)),
)
