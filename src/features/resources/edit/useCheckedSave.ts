import { useCallback, useRef, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import { rememberVersion, versionOf } from '@/api/recordVersions'
import { lastEditorOf, type EditLock } from '@/features/live'
import type { Draft } from './drafts'
import { holderName } from '../rows/locks/holderName'
import type { SaveInput } from '../mutations'
import { detailQueryOptions } from '../queries'
import type { AnyResource, BaseRecord } from '../types'
import { initialValuesOf, valuesToSend, type Values } from './recordValues'
import { threeWayMerge, type FieldConflict } from './threeWayMerge'

/** Why the form now holds someone else's changes too: a draft reopened, or a save that met a newer record. */
export interface MergeNotice {
  reason: 'draft' | 'save'
  /** Who most likely saved it (the row's last lock holder), when known. */
  editor?: string
}

export type SendResult = { saved: BaseRecord } | { merged: Values }

/** Every property of the records but the id and the fields the form never prefills (a password): what merges. */
function mergeKeys(resource: AnyResource, ...records: (Values | undefined)[]): string[] {
  const skip = new Set(['id', ...resource.fields.filter((f) => f.optionalOnEdit).map((f) => f.name)])
  const keys = new Set<string>()
  for (const r of records) for (const k of Object.keys(r ?? {})) if (!skip.has(k)) keys.add(k)
  return [...keys]
}

/** The record as the server has it now, read past the cache (the cache keeps the answer). */
export function readFresh(queryClient: QueryClient, resource: AnyResource, id: Id): Promise<BaseRecord> {
  return queryClient.fetchQuery({ ...detailQueryOptions(resource, id), staleTime: 0 })
}

/** The current record a 412 carried, parsed and with its version; undefined when the body held none. */
function currentOf(resource: AnyResource, error: unknown): BaseRecord | undefined {
  if (!isApiError(error) || error.status !== 412) return undefined
  const parsed = resource.schema.safeParse(error.current)
  if (!parsed.success) return undefined
  rememberVersion(parsed.data, error.currentVersion ?? null)
  return parsed.data
}

const isStale = (error: unknown) => isApiError(error) && error.status === 412

interface CheckedSaveArgs {
  resource: AnyResource
  id: Id | undefined
  /** The record the dialog opened with. */
  record: Values
  lock: EditLock
}

/**
 * Saves that never overwrite a colleague's save (see docs/decisions.md, "Saves that never overwrite"). The form's
 * values build on `base`, the server's record they started from. A save sends the version of that record (`If-Match`)
 * when the server gave one; where it gave none and the lock was not held for the whole edit (a draft, an outage,
 * "Edit now"), the record is read first. Whatever changed meanwhile is merged by field: others' changes stay, a field
 * both changed is a conflict the person settles before anything is written. With the lock held throughout, a save is
 * one request.
 */
export function useCheckedSave({ resource, id, record, lock }: CheckedSaveArgs) {
  const queryClient = useQueryClient()
  const base = useRef<Values>(record)
  const [conflicts, setConflicts] = useState<FieldConflict[]>([])
  const [chosen, setChosen] = useState<Record<string, 'mine' | 'theirs'>>({})
  const [notice, setNotice] = useState<MergeNotice>()
  // A draft's values did not start under this dialog's lock.
  const mustCheck = useRef(false)

  const mergeWith = useCallback(
    (mine: Values, theirs: BaseRecord, reason: MergeNotice['reason'], from: Values | undefined) => {
      const shownTheirs = initialValuesOf(resource, theirs, false)
      const result = threeWayMerge(mergeKeys(resource, from, mine, shownTheirs), from, mine, shownTheirs)
      base.current = theirs
      setConflicts(result.conflicts)
      setChosen({})
      if (result.changedSince) {
        const last = id === undefined ? undefined : lastEditorOf(resource, id)
        setNotice({ reason, editor: last ? holderName(last) : undefined })
      }
      return result
    },
    [resource, id],
  )

  /** A reopened draft merged with the record as it is now (a new record's draft as it is); the form takes the result. */
  const mergeDraft = useCallback(
    (draft: Draft, current: Values): Values => {
      if (id === undefined) return { ...initialValuesOf(resource, current, true), ...draft.values }
      mustCheck.current = true
      const mine = { ...initialValuesOf(resource, current, false), ...draft.values }
      return mergeWith(mine, current as BaseRecord, 'draft', draft.base).values
    },
    [resource, id, mergeWith],
  )

  /** The form was reset to a newer record (a live update while untouched, a save): its values build on that now. */
  const rebase = useCallback((latest: Values) => {
    base.current = latest
  }, [])

  /**
   * Sends the values through `put` (the dialog's save); a merge that needs the person's eye comes back as `merged` for
   * the form to show.
   */
  const send = async (
    values: Values,
    isNew: boolean,
    put: (input: SaveInput) => Promise<BaseRecord>,
  ): Promise<SendResult> => {
    if (isNew || id === undefined)
      return { saved: await put({ record: valuesToSend(resource, base.current, values, true) }) }
    let mine = values
    if (!versionOf(base.current) && (mustCheck.current || !lock.heldThroughout())) {
      const merged = mergeWith(mine, await readFresh(queryClient, resource, id), 'save', base.current)
      if (merged.conflicts.length > 0) return { merged: merged.values }
      mine = merged.values
    }
    // One new try after a clean merge; a second refusal is shown, never retried in silence.
    for (let attempt = 0; ; attempt++) {
      try {
        const record = valuesToSend(resource, base.current, mine, false)
        const saved = await put({ record, ifMatch: versionOf(base.current) })
        mustCheck.current = false
        return { saved }
      } catch (error) {
        if (!isStale(error)) throw error
        const current = currentOf(resource, error) ?? (await readFresh(queryClient, resource, id))
        const merged = mergeWith(mine, current, 'save', base.current)
        if (merged.conflicts.length > 0 || attempt > 0) return { merged: merged.values }
        mine = merged.values
      }
    }
  }

  /** Settles a conflict; returns the chosen value, for the form's field. */
  const choose = (name: string, side: 'mine' | 'theirs'): unknown => {
    setChosen((c) => ({ ...c, [name]: side }))
    const conflict = conflicts.find((c) => c.name === name)
    return side === 'mine' ? conflict?.mine : conflict?.theirs
  }
  const unresolved = conflicts.filter((c) => !chosen[c.name])

  return { base, conflicts, chosen, unresolved, notice, mergeDraft, rebase, send, choose }
}
