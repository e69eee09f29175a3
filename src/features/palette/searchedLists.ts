import { hasRole, type Session } from '@/api/session'
import type { ResourceDeclaration, ResourceName } from '@/features/resources/declaration'
import { DECLARATIONS } from '@/features/resources/registry'

/**
 * The lists a user's palette searches: every declared list whose role the user has, matched exactly as the menu and
 * the routes match it (a Viewer searches portions, an Admin without Viewer never sees them). Child lists are searched
 * directly, without their parent key (see docs/decisions.md, "Search across lists").
 */
export function searchedLists(session: Session): readonly ResourceName[] {
  return DECLARATIONS.filter((d: ResourceDeclaration) => hasRole(session, d.role)).map((d) => d.name as ResourceName)
}
