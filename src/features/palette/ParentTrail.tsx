import { useQuery } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import type { BaseRecord } from '@/api/record'
import type { ResourceDeclaration, ResourceName } from '@/features/resources/declaration'
import { linkedResource } from '@/features/resources/linkedResource'
import { detailQueryOptions } from '@/features/resources/queries'
import { idName } from '@/features/resources/recordName'
import { declarationOf } from '@/features/resources/registry'
import { parentIdOf, titleOf } from '@/features/resources/recordTarget'

/** Grandparents of grandchildren at most (choice → question → scale); a parent chain never loops past it. */
const MAX_DEPTH = 3

/**
 * Where a record lives: its parents' titles, outermost first ("Nutrition basics › Drinks"). Each parent is read with
 * the query cache's detail query, so a parent shared by several hits, or already open in a list, is asked for once.
 */
export function ParentTrail({ resource, record }: { resource: ResourceDeclaration; record: BaseRecord }) {
  const parentName = resource.parent?.resource
  const parentId = parentIdOf(resource, record)
  if (!parentName || parentId === undefined) return null
  return <Parent name={parentName} id={parentId} depth={1} />
}

function Parent({ name, id, depth }: { name: ResourceName; id: Id; depth: number }) {
  const parent = declarationOf(name)
  const query = useQuery(detailQueryOptions(linkedResource(name), id))
  const record = query.data
  const grandName = parent.parent?.resource
  const grandId = record ? parentIdOf(parent, record) : undefined
  const title = record ? titleOf(parent, record) : idName(parent, id)
  if (!grandName || grandId === undefined || depth >= MAX_DEPTH) return <span>{title}</span>
  return (
    <>
      <Parent name={grandName} id={grandId} depth={depth + 1} />
      {' › '}
      <span>{title}</span>
    </>
  )
}
