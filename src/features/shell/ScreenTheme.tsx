import type { ReactNode } from 'react'
import { CatchBoundary, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { ScreenCommitted } from '@/features/navigation/firstPaint'
import { Themed } from '@/theme/Themed'
import { PendingScreen, RouteError } from './ErrorScreens'

/** Chakra did not load: the error stands for the screen, and as the screen's paint (the toolbar's popovers follow it). */
function ThemeLoadError(props: ErrorComponentProps) {
  return (
    <>
      <RouteError {...props} />
      <ScreenCommitted />
    </>
  )
}

/**
 * The screen's theme: a route declaring `staticData.plain` renders as it is (plain CSS, no Chakra: the lists, issue
 * 12); any other screen renders inside `Themed`, which loads Chakra's runtime first and shows the loading screen
 * meanwhile. Chakra's chunk failing to load shows ChunkLoadError in the screen's place; the shell stays usable.
 */
export function ScreenTheme({ children }: { children: ReactNode }) {
  const plain = useRouterState({ select: (s) => s.matches.at(-1)?.staticData.plain === true })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  if (plain) return children
  return (
    <CatchBoundary getResetKey={() => pathname} errorComponent={ThemeLoadError}>
      <Themed fallback={<PendingScreen />}>{children}</Themed>
    </CatchBoundary>
  )
}
