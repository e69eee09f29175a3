import type { ReactNode } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from './theme'

/**
 * Chakra's global styles (preflight, global CSS, every token as a CSS variable) are not inserted by Emotion during
 * the first render, where they cost about 30 ms of one long main-thread task (issue 6 §1): the kit's stylesheet
 * (src/ui/kit.css, Panda at build time) declares the same reset, global styles and variables on every page, and
 * src/ui/kitTheme.test.ts fails when its tokens and this system's disagree.
 */
const systemWithoutGlobalStyles = { ...system, _global: [] }

export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={systemWithoutGlobalStyles}>{children}</ChakraProvider>
}
