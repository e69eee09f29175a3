import type { QueryClient } from '@tanstack/react-query'
import { errorText, isApiError } from '@/api/errors'
import { versionOf } from '@/api/recordVersions'
import { lastEditorOf, takeRow } from '@/features/live'
import { i18n } from '@/i18n/i18n'
import { toaster } from '@/ui/toaster'
import { recordName } from '../recordName'
import { saveDraft } from './drafts'
import { holderName } from '../rows/locks/holderName'
import { applySaved, sendSave } from '../mutations'
import type { AnyResource, BaseRecord } from '../types'
import { readFresh } from './useCheckedSave'
import { changedFields } from './threeWayMerge'

interface UndoSaveArgs {
  queryClient: QueryClient
  resource: AnyResource
  owner: string
  /** The record as it was before the save. */
  before: BaseRecord
  /** The save's answer. */
  saved: BaseRecord
  /** Opens the record's edit dialog in its list. */
  open(): void
}

/** The fields a person edits, less those never prefilled (a password): what an Undo puts back. */
export const undoableFields = (resource: AnyResource) =>
  resource.fields.filter((f) => !f.optionalOnEdit && f.input !== 'password').map((f) => f.name)

const pick = (record: BaseRecord, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, record[name]]))

/**
 * Puts back the fields a save changed (`before` → `saved`), under the row's lock the caller holds, if nobody saved the
 * record since: 'savedSince' (nothing written) when someone did. Throws what the calls throw.
 */
export async function revertSave(
  queryClient: QueryClient,
  resource: AnyResource,
  before: BaseRecord,
  saved: BaseRecord,
): Promise<'reverted' | 'savedSince'> {
  const fields = undoableFields(resource)
  const current = await readFresh(queryClient, resource, saved.id)
  if (changedFields(fields, saved, current).length > 0) return 'savedSince'
  const record = { ...current, ...pick(before, changedFields(fields, before, saved)) }
  try {
    applySaved(queryClient, resource, await sendSave(resource, { record, ifMatch: versionOf(current) }), true)
    return 'reverted'
  } catch (error) {
    if (isApiError(error) && error.status === 412) return 'savedSince'
    throw error
  }
}

/**
 * Undo of a save (see docs/decisions.md, "Undo after a save"): under the row's lock, and only if nobody saved it since,
 * the fields the save changed get their old values back. If someone did, nothing is written: they are named, and the
 * old values wait as a draft whose base is this save, so opening the record merges them with theirs.
 */
export async function undoSave({ queryClient, resource, owner, before, saved, open }: UndoSaveArgs): Promise<void> {
  const id = saved.id
  const title = recordName(resource, saved)
  const row = await takeRow(resource, id)
  if (row.holder) {
    toaster.create({
      type: 'warning',
      title: i18n._('{editor} is editing {title} now, so your save was not undone.', {
        editor: holderName(row.holder),
        title,
      }),
    })
    return
  }
  try {
    if ((await revertSave(queryClient, resource, before, saved)) === 'reverted') {
      toaster.create({ type: 'success', title: i18n._('Your save of {title} was undone.', { title }) })
      return
    }
    saveDraft(owner, resource, id, pick(before, undoableFields(resource)), saved)
    const last = lastEditorOf(resource, id)
    toaster.create({
      type: 'warning',
      title: last
        ? i18n._('{editor} saved {title} since, so your save was not undone.', { editor: holderName(last), title })
        : i18n._('{title} was saved again since, so your save was not undone.', { title }),
      action: { label: i18n._('Compare'), onClick: open },
    })
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) toaster.create({ type: 'error', title: errorText(error) })
  } finally {
    row.release()
  }
}
