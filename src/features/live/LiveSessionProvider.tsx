import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { LiveSessionContext, type LiveSession } from './sessionContext'

/**
 * The signed-in session's live channel, for the lists below. It starts once `started` (the first screen has
 * painted): its code and the SignalR client load then, off the way to the rows.
 */
export function LiveSessionProvider({ started, children }: { started: boolean; children: ReactNode }) {
  const queryClient = useQueryClient()
  const [session, setSession] = useState<LiveSession>()

  useEffect(() => {
    if (!started) return
    let active = true
    let dispose: (() => void) | undefined
    import('./liveSession').then(
      ({ startLiveSession }) => {
        if (!active) return
        const live = startLiveSession(queryClient)
        dispose = live.dispose
        // Every list below re-renders with the session: in slices that yield, not one long task (total blocking time on
        // a phone).
        startTransition(() => setSession(live))
      },
      // The console keeps working without live updates.
      (error: unknown) => console.error('Live channel: its code did not load', error),
    )
    return () => {
      active = false
      dispose?.()
      setSession(undefined)
    }
  }, [started, queryClient])

  return <LiveSessionContext value={session}>{children}</LiveSessionContext>
}
