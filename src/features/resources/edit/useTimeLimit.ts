import { useEffect } from 'react'
import { i18n } from '@/i18n/i18n'
import { toaster } from '@/ui/toaster'
import { recordName, type Nameable } from '../recordName'
import type { BaseRecord } from '../types'
import { useLatest } from './useLatest'

/**
 * Runs `onExpire` once the edit time is over (`expired`, from the edit lock; see docs/decisions.md, "Lock time limit").
 * The latest callback: closing navigates, which renders the screen again with a new one while the dialog is still
 * mounted.
 */
export function useTimeLimit(expired: boolean, onExpire: () => void) {
  const latest = useLatest(onExpire)
  useEffect(() => {
    if (expired) latest.current()
  }, [expired, latest])
}

/**
 * The toast when the edit time is over: it names the record (a new one has no name yet) and says whether the changes
 * were kept as a draft.
 */
export function sayTimeRanOut(resource: Nameable, record: BaseRecord | undefined, kept: boolean) {
  const name = record && recordName(resource, record)
  let title: string
  if (name === undefined)
    title = kept ? i18n._('The edit time ran out. Your changes are kept as a draft.') : i18n._('The edit time ran out.')
  else if (kept) title = i18n._('The edit time for {name} ran out. Your changes are kept as a draft.', { name })
  else title = i18n._('The edit time for {name} ran out.', { name })
  toaster.create({ type: 'warning', title })
}
