import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { IconsScreen } from '@/features/demo/IconsScreen'

const screen = SCREENS.icons

export const Route = createFileRoute('/_app/icons')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  component: IconsScreen,
})
