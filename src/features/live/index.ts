/**
 * The live-editing seam the resource engine calls. Stub implementations until the live-editing work lands;
 * the signatures are the contract.
 */
import type { Id } from '@/api/queryKeys'
import type { AnyResource } from '@/features/resources/types'

/** A lock held on a row (design §4: { Id, LockDate, Editor }). */
export interface LockEntry {
  id: Id
  lockDate: string
  editor: string
}

/** While a list is mounted its group is open (Init on mount, Close on unmount) and live events patch its cache. */
export function useLiveGroup(_resource: AnyResource): void {}

/** The lock another editor holds on this row, or undefined. */
export function useRowLock(_resource: AnyResource, _id: Id): LockEntry | undefined {
  return undefined
}

export interface EditLock {
  /** Someone else holds the row: the dialog opens read-only showing "Locked by NAME". */
  lockedBy: string | undefined
  /** The edit time is nearly over: show a warning with "Keep editing". */
  warning: boolean
  /** The edit time is over: keep the values as a draft and close the dialog. */
  expired: boolean
  /** Renews the lock and the edit time. */
  keepEditing(): void
}

/** Holds the edit lock while a dialog of a saved record is open (AddEntry on open, RemoveEntry on close). */
export function useEditLock(_resource: AnyResource, _id: Id | undefined): EditLock {
  return { lockedBy: undefined, warning: false, expired: false, keepEditing: () => {} }
}

/** Brief highlight of a row changed live (design §8.29). */
export function useRowHighlight(_resource: AnyResource, _id: Id): 'added' | 'updated' | undefined {
  return undefined
}

/** The engine tells live which ids this client just wrote, so their echoes are ignored (design §8.25). */
export function markOwnWrite(_resource: AnyResource, _id: Id): void {}
