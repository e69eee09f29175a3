import { useEffect } from 'react'
import { useMatches } from '@tanstack/react-router'
import { hasRole } from '@/api/session'
import { PRODUCT_NAME } from '@/config'
import { useSession } from '@/features/auth/useSession'
import { HOME_LIST, HOME_TITLE } from './screens'
import { useLingui } from '@lingui/react'

/**
 * The deepest matched route's name (staticData.title); / without Viewer is Home (see docs/decisions.md, "Home screen
 * without Viewer").
 */
export function useRouteTitle(): string {
  const { _ } = useLingui()
  const session = useSession()
  // Selected: the toolbar re-renders when the title changes, not with each step of every navigation.
  const title = useMatches({
    select: (matches) => {
      const deepest = [...matches].reverse().find((m) => m.staticData.title)
      if (HOME_LIST && deepest?.pathname === HOME_LIST.screen.path && !hasRole(session, HOME_LIST.role))
        return HOME_TITLE
      return deepest?.staticData.title ?? ''
    },
  })
  return title ? _(title) : ''
}

/** Keeps the browser tab's title in step with the route, so history and tabs read well. */
export function DocumentTitle() {
  const title = useRouteTitle()
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME
  }, [title])
  return null
}
