import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { MapsScreen } from '@/features/demo/MapsScreen'

const screen = SCREENS.maps

export const Route = createFileRoute('/_app/maps')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  component: MapsScreen,
})
