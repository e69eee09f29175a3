import type { ReactNode } from 'react'
import { LiveSessionProvider } from '@/features/live/LiveSessionProvider'
import { useFirstPaintDone } from '@/features/navigation/firstPaint'

/** The signed-in session's live channel starts once the first screen has painted. */
export function LiveAfterFirstPaint({ children }: { children: ReactNode }) {
  return <LiveSessionProvider started={useFirstPaintDone()}>{children}</LiveSessionProvider>
}
