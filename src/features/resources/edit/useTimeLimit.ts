import { useEffect } from 'react'
import { useLatest } from './useLatest'

/**
 * Runs `onExpire` once the edit time is over (`expired`, from the edit lock; see docs/decisions.md, "Lock time limit").
 * The latest callback: closing navigates, which renders the screen again with a new one while the dialog is still
 * mounted.
 */
export function useTimeLimit(expired: boolean, onExpire: () => void) {
  const latest = useLatest(onExpire)
  useEffect(() => {
    if (expired) latest.current()
  }, [expired, latest])
}
