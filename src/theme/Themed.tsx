import { lazy, Suspense, type ReactNode } from 'react'

/** Chakra's runtime: the system (its token dictionary) and emotion. Callable ahead of need, on pointer or focus intent. */
export const loadChakra = () => import('./ThemeProvider')

const ThemeProvider = lazy(() => loadChakra().then((m) => ({ default: m.ThemeProvider })))

/**
 * Chakra for what it wraps, loaded on first need (issue 12). The signed-in shell and the lists paint with plain CSS
 * (the theme's tokens are CSS variables from the prebuilt chakraGlobal.css), so building Chakra's system and
 * emotion's style insertion are not on a phone's way to its rows. The screens still built from Chakra components
 * render inside this (the edit, delete and Error dialogs are the kit's, issue 20); `fallback` holds their place while
 * Chakra loads.
 */
export function Themed({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ThemeProvider>{children}</ThemeProvider>
    </Suspense>
  )
}
