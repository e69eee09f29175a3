import { useSyncExternalStore } from 'react'
import { MOBILE_MEDIA_QUERY } from '@/config'

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_MEDIA_QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

const snapshot = () => window.matchMedia(MOBILE_MEDIA_QUERY).matches

/** True under the drawer breakpoint, a literal max-width media query (see docs/decisions.md, "Drawer breakpoint"). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false)
}
