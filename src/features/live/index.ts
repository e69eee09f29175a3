/**
 * The live-editing seam the resource engine calls: open groups, row locks, the edit lock of a dialog, live
 * highlights and own-write marks. The signatures are the contract with the engine.
 */
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react'
import type { LockEntry } from '@/api/hubAdapter'
import type { Id } from '@/api/queryKeys'
import { EDIT_LOCK_MS, EDIT_WARNING_MS } from '@/config'
import { useFadingRowsOf, type FadingRow } from './fadingRows'
import { highlightStore, type RowHighlight } from './highlights'
import type { LiveResource } from './liveResource'
import { LiveSessionContext } from './sessionContext'
import { lockStore } from './lockStore'
import { lockWatches } from './lockWatch'
import { rememberOwnWrite } from './ownWrites'
import { askForRow, giveRowBack } from './rowLocks'

export type { LockEntry } from '@/api/hubAdapter'
export type { FadingRow } from './fadingRows'
export { useRowMotion, type RowMotion } from './rowMotion'
export { holdRow, holdsRow, takeRow, type TakenRow } from './rowLocks'
export { useFreedRows, useLockWatch } from './lockWatch'
export { useMinutesLeft } from './lockTime'

/**
 * While a list is mounted its group is open (Init on mount, Close on unmount) and live events patch its cache.
 * A list that mounted before the session started opens its group when the session comes.
 */
export function useLiveGroup(resource: LiveResource): void {
  const session = useContext(LiveSessionContext)
  useEffect(() => session?.openGroup(resource), [session, resource])
}

/** The lock another editor holds on this row, or undefined. */
export function useRowLock(resource: LiveResource, id: Id): LockEntry | undefined {
  const getSnapshot = useCallback(() => lockStore.get(resource.name, id), [resource.name, id])
  return useSyncExternalStore(lockStore.subscribe, getSnapshot)
}

/** The lock another editor holds on this row now, or undefined: for a key press, outside a render. */
export function rowLockOf(resource: LiveResource, id: Id): LockEntry | undefined {
  return lockStore.get(resource.name, id)
}

export interface EditLock {
  /** Someone else holds the row: the dialog opens read-only showing "Locked by NAME". */
  lockedBy: string | undefined
  /** Their lock entry (its date gives the time left), kept once they let go. */
  holder?: LockEntry
  /** Read-only, and the holder has let go: the dialog offers "Edit now". */
  free?: boolean
  /** "Edit now" was pressed and someone else took the row first. */
  lostRace?: boolean
  /** Takes the lock (AddEntry) after the holder let go. */
  editNow?(): void
  /** The edit time is nearly over: show a warning with "Keep editing". */
  warning: boolean
  /** The edit time is over: keep the values as a draft and close the dialog. */
  expired: boolean
  /** Renews the lock and the edit time. */
  keepEditing(): void
  /**
   * Whether this dialog has held the lock since it opened, confirmed by the hub and with no outage since: then nobody
   * else can have saved the row meanwhile, and a save need not read it first (see docs/decisions.md, "Saves that never
   * overwrite").
   */
  heldThroughout(): boolean
}

/** Edit dialogs open per row, so a late AddEntry answer knows whether anyone still wants the lock. */
const openDialogs = new Map<string, number>()

const hasId = (id: Id | undefined): id is Id => id !== undefined && id !== null && id !== ''

/** Holds the edit lock while a dialog of a saved record is open (AddEntry on open, RemoveEntry on close). */
export function useEditLock(resource: LiveResource, id: Id | undefined): EditLock {
  const group = resource.name
  const otherLock = useRowLock(resource, hasId(id) ? id : '')
  const [denied, setDenied] = useState<{ key: string; holder: LockEntry } | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  const [timer, setTimer] = useState({ key: '', warning: false, expired: false, renewal: 0 })
  const key = hasId(id) ? `${group}:${String(id)}:${attempt}` : ''
  const [answered, setAnswered] = useState('')
  // After "Edit now", the dialog stays read-only until the hub answers.
  const taking = attempt > 0 && answered !== key
  // The holder's entry outlives their lock, so the dialog can still name them once they have let go.
  const lastHolder = denied?.key === key || taking ? denied?.holder : undefined
  const holder = hasId(id) ? (otherLock ?? lastHolder) : undefined
  const lockedBy = holder?.editor

  // Take the lock; whoever holds it already answers with their entry and the dialog stays read-only.
  useEffect(() => {
    if (!hasId(id)) return
    let active = true
    let holding = false
    const rowKey = `${group}\u0000${String(id)}`
    openDialogs.set(rowKey, (openDialogs.get(rowKey) ?? 0) + 1)
    askForRow(group, id)
      .then((holder) => {
        if (active) setAnswered(key)
        if (!active) {
          // Closed before the answer came: let go, unless a dialog for the row opened again meanwhile.
          if (!holder && !openDialogs.get(rowKey)) giveRowBack(group, id)
          return
        }
        if (holder) {
          lockStore.add(group, holder)
          setDenied({ key, holder })
        } else {
          holding = true
          lockStore.hold(group, id)
          // Editing the row ends the wish to hear when it is free.
          lockWatches.unwatch(group, id)
        }
      })
      .catch(() => {
        // Offline: edit anyway, and take the lock when the channel is back (liveSession re-adds held rows).
        if (!active) return
        setAnswered(key)
        holding = true
        lockStore.hold(group, id, false)
      })
    return () => {
      active = false
      openDialogs.set(rowKey, (openDialogs.get(rowKey) ?? 1) - 1)
      if (!holding) return
      lockStore.release(group, id)
      giveRowBack(group, id)
    }
  }, [group, id, key])

  // The other editor let go (or their lock expired): the dialog offers "Edit now" rather than taking the row unasked.
  const deniedHere = denied?.key === key
  const free = deniedHere && !taking && !otherLock
  const editNow = useCallback(() => setAttempt((a) => a + 1), [])

  // The dialog's edit time: warn EDIT_WARNING_MS before EDIT_LOCK_MS, then expire (see docs/decisions.md, "Lock time
  // limit").
  const editing = hasId(id) && !lockedBy
  const renewal = timer.key === key ? timer.renewal : 0
  useEffect(() => {
    if (!editing) return
    const warn = setTimeout(
      () => setTimer({ key, warning: true, expired: false, renewal }),
      EDIT_LOCK_MS - EDIT_WARNING_MS,
    )
    const expire = setTimeout(() => setTimer({ key, warning: false, expired: true, renewal }), EDIT_LOCK_MS)
    return () => {
      clearTimeout(warn)
      clearTimeout(expire)
    }
  }, [editing, key, renewal])

  const keepEditing = useCallback(() => {
    if (!hasId(id)) return
    setTimer((t) => ({ key, warning: false, expired: false, renewal: (t.key === key ? t.renewal : 0) + 1 }))
    // Same connection: the hub renews the LockDate and tells the others.
    askForRow(group, id).catch(() => undefined)
  }, [group, id, key])

  const current = editing && timer.key === key
  // "Edit now" took the lock after the form was already showing the record: not held for the whole edit.
  const heldThroughout = useCallback(
    () => hasId(id) && attempt === 0 && lockStore.heldThroughout(group, id),
    [group, id, attempt],
  )
  return {
    lockedBy,
    holder,
    free,
    lostRace: deniedHere && attempt > 0,
    editNow,
    warning: current && timer.warning,
    expired: current && timer.expired,
    keepEditing,
    heldThroughout,
  }
}

/** Who holds or last held another connection's lock on the row: most likely the last to save it. */
export function lastEditorOf(resource: LiveResource, id: Id): LockEntry | undefined {
  return lockStore.lastHolder(resource.name, id)
}

/** Brief highlight of a row changed live (see docs/decisions.md, "Live row highlights"). */
export function useRowHighlight(resource: LiveResource, id: Id): RowHighlight | undefined {
  const getSnapshot = useCallback(() => highlightStore.get(resource.name, id), [resource.name, id])
  return useSyncExternalStore(highlightStore.subscribe, getSnapshot)
}

/**
 * Rows of the resource another user just deleted live, fading out where they were (see docs/decisions.md, "Live row
 * highlights").
 */
export function useFadingRows(resource: LiveResource): readonly FadingRow[] {
  return useFadingRowsOf(resource.name)
}

/**
 * The engine tells live which ids this client just wrote, so their echoes are ignored (see docs/decisions.md, "Live
 * events patch the cache").
 */
export function markOwnWrite(resource: LiveResource, id: Id): void {
  rememberOwnWrite(resource.name, id)
}
