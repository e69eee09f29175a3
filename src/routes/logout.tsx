import { createFileRoute, redirect } from '@tanstack/react-router'
import { signOut } from '@/features/auth/signOut'

export const Route = createFileRoute('/logout')({
  beforeLoad: ({ context }) => {
    signOut(context.queryClient)
    throw redirect({ to: '/login' })
  },
})
