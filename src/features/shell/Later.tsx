import { useDeferredValue, type ReactNode } from 'react'

/**
 * Renders its children one render later, in React's deferred lane, which yields to input and paint; nothing holds
 * their place meanwhile. The shell's frame commits first and the rest (the theme's first styles for toolbar, menu
 * and screen) follows in an interruptible render, so the first signed-in paint is not one long main-thread task
 * (total blocking time). All `Later` content of one render arrives in the same later commit: React does
 * not defer again inside a deferred render.
 */
export function Later({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false)
  return ready ? children : null
}
