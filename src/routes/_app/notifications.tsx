import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { NotificationsScreen } from '@/features/demo/NotificationsScreen'

const screen = SCREENS.notifications

export const Route = createFileRoute('/_app/notifications')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  component: NotificationsScreen,
})
