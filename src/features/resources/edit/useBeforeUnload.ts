import { useEffect } from 'react'

/** While `active` (unsaved changes), leaving or reloading the page asks first. */
export function useBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])
}
