import { createFileRoute, redirect } from '@tanstack/react-router'
import { signOut } from '@/features/auth/signOut'

export const Route = createFileRoute('/logout')({
  beforeLoad: ({ context, preload }) => {
    // Hovering or focusing the Logout link preloads this route (defaultPreload 'intent'): only a visit signs out.
    if (preload) return
    signOut(context.queryClient, 'logout')
    throw redirect({ to: '/login' })
  },
})
