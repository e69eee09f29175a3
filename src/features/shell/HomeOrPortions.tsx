import { Suspense, use } from 'react'
import { Link } from '@tanstack/react-router'
import { hasRole } from '@/api/session'
import { useSession } from '@/features/auth/useSession'
import { HoldFirstPaint } from '@/features/navigation/firstPaint'
import { loadResource } from '@/features/resources/loadResource'
import { ResourceListScreen } from '@/features/resources/ResourceListScreen'
import { HOME_LIST, HOME_TITLE, MENU } from './screens'
import './HomeOrPortions.css'

/** The list declared at / (Portions): the shell names no resource. The route's loader has started loading it. */
function HomeList({ name }: { name: string }) {
  return <ResourceListScreen resource={use(loadResource(name))} />
}

/**
 * With the home list's role (Viewer), / is that list; without it, a Home screen of the user's screens (design §8.1),
 * in plain CSS like the list (issue 12).
 */
export function HomeOrPortions() {
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
    <div className="nc-home">
      <h1 className="nc-home__title">{HOME_TITLE}</h1>
      <div className="nc-home__cards">
        {screens.map((s) => (
          <Link key={s.path} to={s.path} className="nc-home__card">
            {s.title}
          </Link>
        ))}
      </div>
    </div>
  )
}
