import type { ResourceName } from '@/features/resources/declaration'
import { DECLARATIONS } from '@/features/resources/registry'

/** The route ids of the signed-in layout's routes start with its id. */
const LAYOUT_ID = '/_app'

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)

const BY_PATH = new Map<string, ResourceName>(
  DECLARATIONS.flatMap((d) => [
    [trimmed(d.screen.path), d.name as ResourceName] as const,
    ...(d.childScreen ? [[trimmed(d.childScreen.path), d.name as ResourceName] as const] : []),
  ]),
)

/** The resource whose list a route shows ('/_app/subchapter-list/$parentId' → subchapters), if any. */
export function listOfRoute(routeId: string): ResourceName | undefined {
  if (!routeId.startsWith(LAYOUT_ID)) return undefined
  return BY_PATH.get(trimmed(routeId.slice(LAYOUT_ID.length)) || '/')
}
