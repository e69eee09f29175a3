import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { UserProfile } from '@/features/profile/UserProfile'

const screen = SCREENS.userProfile

export const Route = createFileRoute('/_app/user-profile')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  component: UserProfile,
})
