import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { DashboardScreen } from '@/features/dashboard/DashboardScreen'

const screen = SCREENS.dashboard

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  component: DashboardScreen,
})
