import { createFileRoute } from '@tanstack/react-router'
import { ThemeProvider } from '@/theme/ThemeProvider'
import { requireAuth } from '@/features/auth/guards'
import { LiveAfterFirstPaint } from '@/features/shell/LiveAfterFirstPaint'
import { Shell } from '@/features/shell/Shell'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireAuth(location.href),
  component: ThemedShell,
})

/**
 * Chakra and the theme come with this route's lazy chunk (the router plugin splits components), so the screens
 * before sign-in (/login, the root error and loading screens) load none of it (design §8.33). The live session is
 * the signed-in layout's too: its lists subscribe to it.
 */
function ThemedShell() {
  return (
    <ThemeProvider>
      <LiveAfterFirstPaint>
        <Shell />
      </LiveAfterFirstPaint>
    </ThemeProvider>
  )
}
