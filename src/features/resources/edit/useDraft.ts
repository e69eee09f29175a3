import { useCallback, useEffect, useRef, useState } from 'react'
import type { Id } from '@/api/queryKeys'
import { onSignOut } from '@/features/auth/signOut'
import { readDraft, saveDraft, type Draft } from './drafts'
import type { AnyResource } from '../types'
import { draftOf, type Values } from './recordValues'

interface DraftArgs {
  /**
   * Whose draft: the user who opened the dialog, even once a 401 has cleared the session (see docs/decisions.md,
   * "Drafts and unsaved changes").
   */
  owner: string
  resource: AnyResource
  id: Id | undefined
  /** The form as last rendered, and the server's record its values started from (undefined for a new record). */
  latest: { readonly current: { dirty: boolean; values: Values; base: Values | undefined } }
  /** Puts a restored draft into the form as unsaved changes. */
  restore(draft: Draft): void
}

/**
 * The draft of an interrupted edit (see docs/decisions.md, "Drafts and unsaved changes"): read once when the dialog
 * opens and restored into the form; kept when any 401 (a save, a list, the live channel) leaves for /login with unsaved
 * changes. `keep` stores the form's values now (a lost lock, the time limit). Passwords never go to storage.
 */
export function useDraft({ owner, resource, id, latest, restore }: DraftArgs) {
  const [draft] = useState(() => readDraft(owner, resource, id))
  const restored = useRef(false)
  useEffect(() => {
    if (!draft || restored.current) return
    restored.current = true
    restore(draft)
  }, [draft, restore])

  const keep = useCallback(
    () => saveDraft(owner, resource, id, draftOf(resource, latest.current.values), latest.current.base),
    [owner, resource, id, latest],
  )
  useEffect(
    () =>
      onSignOut((reason) => {
        if (reason === 'unauthorized' && latest.current.dirty) keep()
      }),
    [keep, latest],
  )
  return { draft, keep }
}
