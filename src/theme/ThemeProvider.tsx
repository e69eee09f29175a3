import type { ReactNode } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from './theme'
import './chakraGlobal.css'

/**
 * Chakra's global styles (preflight, global CSS, every token as a CSS variable) come prebuilt in chakraGlobal.css
 * instead of being serialized by Emotion during the first signed-in render, where they cost about 30 ms of one
 * long main-thread task (issue 6 §1). chakraGlobal.test.tsx keeps the file equal to what Chakra would insert.
 */
const systemWithoutGlobalStyles = { ...system, _global: [] }

export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={systemWithoutGlobalStyles}>{children}</ChakraProvider>
}
