import { createContext } from 'react'
import type { LiveResource } from './liveResource'

/** The signed-in session's live channel, as the lists see it. */
export interface LiveSession {
  /** A list opened its group (Init, and live events patch its cache); returns the close function. */
  openGroup(resource: LiveResource): () => void
}

/** Undefined until the session has started (after the first paint) and outside the signed-in layout. */
export const LiveSessionContext = createContext<LiveSession | undefined>(undefined)
