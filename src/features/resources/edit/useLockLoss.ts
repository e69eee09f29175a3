import { useEffect } from 'react'

/**
 * Someone took the row while this user was typing (their lock went in an outage): the values stay on screen,
 * read-only, and `keep` stores them as a draft for when the row is free again.
 */
export function useLockLoss(lostWhileTyping: boolean, keep: () => void) {
  useEffect(() => {
    if (lostWhileTyping) keep()
  }, [lostWhileTyping, keep])
}
