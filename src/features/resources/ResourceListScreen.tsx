import type { AnyResource } from './types'
import { NotBuiltYet } from '@/features/shell/NotBuiltYet'

/**
 * The generic list screen of a declaration (spec §2 "Generic list screen"). Reads the route's params
 * (`parentId`) and search (page, search, edit, filters) itself, so every list route renders just this.
 * Placeholder until the engine lands.
 */
export function ResourceListScreen({ resource }: { resource: AnyResource }) {
  return <NotBuiltYet title={resource.title} />
}
