import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '@/features/auth/guards'
import { Shell } from '@/features/shell/Shell'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireAuth(location.href),
  component: Shell,
})
