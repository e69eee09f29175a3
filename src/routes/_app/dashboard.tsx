import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { DashboardScreen } from '@/features/dashboard/DashboardScreen'

const screen = SCREENS.dashboard

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  // The GET starts with the navigation, while the screen's code downloads (no waterfall to the data); the screen
  // reads the same query. A failure shows on the screen, which asks again.
  loader: ({ context }) => {
    void import('@/api/dashboard')
      .then(({ dashboardQuery }) => context.queryClient.prefetchQuery(dashboardQuery()))
      .catch(() => undefined)
  },
  component: DashboardScreen,
})
