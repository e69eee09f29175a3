import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '@/features/auth/guards'
import { LiveAfterFirstPaint } from '@/features/shell/LiveAfterFirstPaint'
import { Shell } from '@/features/shell/Shell'
import { PaletteLauncher } from '@/features/palette/PaletteLauncher'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireAuth(location.href),
  component: SignedIn,
})

/**
 * The signed-in layout paints with the kit (src/ui: static CSS on the theme's tokens). The screens
 * before sign-in load none of this (see docs/decisions.md, "First-load budgets"). The live session is the signed-in
 * layout's too: its lists subscribe to it.
 */
function SignedIn() {
  return (
    <LiveAfterFirstPaint>
      <Shell toolbarSearch={<PaletteLauncher />} />
    </LiveAfterFirstPaint>
  )
}
