import { useQuery } from '@tanstack/react-query'
import { useParams, useSearch } from '@tanstack/react-router'
import { isApiError } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import { linkedResource } from '../linkedResource'
import type { ListSearch } from './listSearch'
import { MissingParent } from './MissingParent'
import { isRecordId } from '../parseId'
import { detailQueryOptions } from '../queries'
import { ResourceListScreen } from './ResourceListScreen'
import type { AnyResource, DeclaredResource } from '../types'
import { listPositionOf } from './useListRoute'

/** What a list route renders: the list, or, under a parent that is not there, what happened and a way back. */
export function ListScreen({ resource }: { resource: AnyResource }) {
  const search = useSearch({ strict: false }) as ListSearch
  const params = useParams({ strict: false }) as { parentId?: string }
  const { parentId } = listPositionOf(resource, search, params.parentId)
  const parentName = parentId === undefined ? undefined : resource.parent?.resource
  if (parentName === undefined || parentId === undefined) return <ResourceListScreen resource={resource} />
  return <ChildListScreen resource={resource} parentResource={linkedResource(parentName)} parentId={parentId} />
}

interface ChildListScreenProps {
  resource: AnyResource
  parentResource: DeclaredResource
  parentId: Id
}

/**
 * A child list shows its rows at once and gives way when its parent turns out not to be there: an id that is no record
 * id, or a parent record the server answers 404 for (the heading reads the same query for its title: one GET).
 */
function ChildListScreen({ resource, parentResource, parentId }: ChildListScreenProps) {
  const wellFormed = isRecordId(parentId)
  const parent = useQuery({ ...detailQueryOptions(parentResource, parentId), enabled: wellFormed })
  const missing = !wellFormed || (isApiError(parent.error) && parent.error.status === 404)
  if (missing) return <MissingParent resource={resource} parentResource={parentResource} parentId={parentId} />
  return <ResourceListScreen resource={resource} />
}
