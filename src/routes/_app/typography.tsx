import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { TypographyScreen } from '@/features/demo/TypographyScreen'

const screen = SCREENS.typography

export const Route = createFileRoute('/_app/typography')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  component: TypographyScreen,
})
