import { Suspense, use } from 'react'
import { Link } from '@tanstack/react-router'
import { hasRole } from '@/api/session'
import { useSession } from '@/features/auth/useSession'
import { HoldFirstPaint } from '@/features/navigation/firstPaint'
import type { ResourceName } from '@/features/resources/declaration'
import { loadResource } from '@/features/resources/loadResource'
import { ResourceListScreen } from '@/features/resources/list/ResourceListScreen'
import { HOME_LIST, HOME_TITLE, MENU } from './screens'
import { homeStyles as s } from './HomeOrPortions.styles'
import { useLingui } from '@lingui/react'

/** The list declared at / (Portions): the shell names no resource. The route's loader has started loading it. */
function HomeList({ name }: { name: ResourceName }) {
  return <ResourceListScreen resource={use(loadResource(name))} />
}

/**
 * With the home list's role (Viewer), / is that list; without it, a Home screen of the user's screens (see
 * docs/decisions.md, "Home screen without Viewer"), on the kit like the list.
 */
export function HomeOrPortions() {
  const { _ } = useLingui()
  const session = useSession()
  if (HOME_LIST && hasRole(session, HOME_LIST.role)) {
    // While the list's view loads, what follows the first paint (the live connection…) waits for its rows.
    return (
      <Suspense fallback={<HoldFirstPaint />}>
        <HomeList name={HOME_LIST.name} />
      </Suspense>
    )
  }
  const screens = MENU.filter((s) => hasRole(session, s.role))
  return (
    <div className={s.root}>
      <h1 className={s.title}>{_(HOME_TITLE)}</h1>
      <div className={s.cards}>
        {screens.map((screen) => (
          <Link key={screen.path} to={screen.path} className={s.card}>
            <span className={s.cardBody}>{_(screen.title)}</span>
          </Link>
        ))}
      </div>
    </div>
  )
}
