import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { requestLiveConnection } from './liveSession'

/**
 * Asks for the live connection once the screen has committed (issue 12): rendered after the route's screen, its
 * effect runs after the screen's, so a list still loading its rows already holds the start (holdLiveConnection).
 * The router must be idle, or the screen's lazy chunk has not arrived and nothing has painted yet.
 */
export function LiveAfterScreen() {
  const idle = useRouterState({ select: (s) => s.status === 'idle' })
  useEffect(() => {
    if (idle) requestLiveConnection()
  }, [idle])
  return null
}
