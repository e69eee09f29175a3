import { lazy, Suspense, type ReactNode } from 'react'

/** Chakra's runtime: the system (its token dictionary) and emotion. Callable ahead of need, on pointer or focus intent. */
export const loadChakra = () => import('./ThemeProvider')

const ThemeProvider = lazy(() => loadChakra().then((m) => ({ default: m.ThemeProvider })))

/**
 * Chakra for what it wraps, loaded on first need (issue 12). The signed-in shell, the lists and the edit, delete and
 * Error dialogs paint with the kit (src/ui: static CSS on the theme's tokens, generated at build time), so building
 * Chakra's system and emotion's style insertion are not on a phone's way to its rows or its forms. The screens still
 * built from Chakra components render inside this; `fallback` holds their place while Chakra loads.
 */
export function Themed({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ThemeProvider>{children}</ThemeProvider>
    </Suspense>
  )
}
