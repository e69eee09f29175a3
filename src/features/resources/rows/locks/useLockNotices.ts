import { useCallback, useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { useFreedRows } from '@/features/live/lockWatch'
import { i18n } from '@/i18n/i18n'
import { toaster } from '@/ui/toaster'
import type { AnyResource } from '../../types'
import { cachedName } from '../../recordName'

/** A freed row's toast stays this long: the user may be looking elsewhere. */
const FREED_TOAST_MS = 15000

/** The tab's own title while a "free" notice waits for the user to come back to the tab; '' when none waits. */
let ownTitle = ''

/** A hidden tab says it in its title until the user looks at it again. */
function showInTitle(text: string) {
  if (!document.hidden) return
  ownTitle ||= document.title
  document.title = `${text} · ${ownTitle}`
}

function restoreTitle() {
  if (document.hidden || !ownTitle) return
  document.title = ownTitle
  ownTitle = ''
}

/**
 * While a list is shown: a watched row ("Notify me when free") whose lock goes gets a toast with "Edit", and the
 * title of a hidden tab says so too.
 */
export function useLockNotices(resource: AnyResource, editRow: (id: Id, from: HTMLElement) => void): void {
  const queryClient = useQueryClient()
  const onFree = useCallback(
    (id: Id) => {
      const title = i18n._('{name} is free to edit', { name: cachedName(queryClient, resource, id) })
      toaster.create({
        type: 'info',
        title,
        duration: FREED_TOAST_MS,
        // The toast goes with the press: the dialog's focus returns to the list.
        action: { label: i18n._('Edit'), onClick: () => editRow(id, document.querySelector('main') ?? document.body) },
      })
      showInTitle(title)
    },
    [queryClient, resource, editRow],
  )
  useFreedRows(resource, onFree)
  useEffect(() => {
    document.addEventListener('visibilitychange', restoreTitle)
    return () => {
      document.removeEventListener('visibilitychange', restoreTitle)
      restoreTitle()
    }
  }, [])
}
