import type { Id } from '@/api/queryKeys'
import type { EditLock, LockEntry } from '@/features/live'
import { fadingRowStore, useFadingRowsOf } from '@/features/live/fadingRows'
import { useRowMotion } from '@/features/live/rowMotion'

/** Controllable stand-in for the live seam, so engine tests need no hub: `vi.mock('@/features/live', () => liveStub)`. */
export const liveState: { rowLocks: Map<string, LockEntry>; editLock: EditLock; heldRows: Set<string> } = {
  rowLocks: new Map(),
  /** Rows held with no dialog (a delete waiting for its Undo), by id. */
  heldRows: new Set(),
  editLock: { lockedBy: undefined, warning: false, expired: false, keepEditing: () => {}, heldThroughout: () => true },
}

export const liveStub = {
  useLiveGroup: () => {},
  useRowLock: (_resource: unknown, id: Id) => liveState.rowLocks.get(String(id)),
  rowLockOf: (_resource: unknown, id: Id) => liveState.rowLocks.get(String(id)),
  useEditLock: () => liveState.editLock,
  useRowHighlight: () => undefined,
  // The real store and hook: a test fades rows with fadingRowStore.fade, as the live patcher does.
  useFadingRows: (resource: { name: string }) => useFadingRowsOf(resource.name),
  markOwnWrite: () => {},
  holdRow: (_resource: unknown, id: Id) => {
    liveState.heldRows.add(String(id))
    return () => liveState.heldRows.delete(String(id))
  },
  takeRow: (_resource: unknown, id: Id) => {
    const holder = liveState.rowLocks.get(String(id))
    if (holder) return Promise.resolve({ holder, release: () => {} })
    liveState.heldRows.add(String(id))
    return Promise.resolve({ release: () => liveState.heldRows.delete(String(id)) })
  },
  lastEditorOf: (_resource: unknown, id: Id) => liveState.rowLocks.get(String(id)),
  holdsRow: (_group: string, id: Id) => liveState.heldRows.has(String(id)),
  // The real loader: the first fade loads framer-motion, as in the app.
  useRowMotion,
}

export function resetLive() {
  fadingRowStore.clear()
  liveState.rowLocks.clear()
  liveState.heldRows.clear()
  liveState.editLock = {
    lockedBy: undefined,
    warning: false,
    expired: false,
    keepEditing: () => {},
    heldThroughout: () => true,
  }
}
