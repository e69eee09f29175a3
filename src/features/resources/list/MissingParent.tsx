import { inSentence } from '@/i18n/messages'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import { linkedResource } from '../linkedResource'
import { listPathOf } from './listPaths'
import type { AnyResource, DeclaredResource } from '../types'
import { Alert } from '@/ui/Alert'
import { buttonClassName } from '@/ui/Button'
import { listHeadingStyles as h } from './ListHeading.styles'
import { listScreenStyles as s } from './ResourceListScreen.styles'
import { useLingui } from '@lingui/react'

/**
 * The nearest list above a missing parent that opens without a parent id: the parent's own list, or, when that list
 * needs the missing record's own parent (a grandchild), the first list up the chain that does not.
 */
export function nearestOpenList(parentResource: DeclaredResource): DeclaredResource {
  let list = parentResource
  while (list.screen.path.includes('$parentId') && list.parent?.resource) list = linkedResource(list.parent.resource)
  return list
}

/**
 * A child list opened under a parent that is not there (an id that is no number, or a record the server does not
 * know): what happened and a way back, with no rows and no Add, so nothing is added under a parent that does not exist.
 */
export function MissingParent({
  resource,
  parentResource,
  parentId,
}: {
  resource: AnyResource
  parentResource: DeclaredResource
  parentId: Id
}) {
  const navigate = useNavigate()
  const back = nearestOpenList(parentResource)
  const { _ } = useLingui()
  const item = _(parentResource.suffix)
  // The list's first page: a remembered search may be the very address that named the missing parent (recipes).
  const backHref = listPathOf(back)
  return (
    <div className={s.root}>
      <h1 className={h.title}>{_(resource.title)}</h1>
      <Alert
        status="warning"
        role="status"
        title={_('{item} {id} not found', { item, id: String(parentId) })}
        description={_('There is no {item} with this id: it may have been deleted, or the address is wrong.', {
          item: inSentence(parentResource.suffix),
        })}
      />
      <div>
        <a
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
          href={backHref}
          onClick={(e) => {
            e.preventDefault()
            void navigate({ href: backHref })
          }}
        >
          <ArrowLeft />
          {_('Back to {list}', { list: _(back.title) })}
        </a>
      </div>
    </div>
  )
}
