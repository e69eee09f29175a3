import type { Id } from '@/api/queryKeys'
import type { EditLock, LockEntry } from '@/features/live'
import { fadingRowStore, useFadingRowsOf } from '@/features/live/fadingRows'
import { useRowMotion } from '@/features/live/rowMotion'

/** Controllable stand-in for the live seam, so engine tests need no hub: `vi.mock('@/features/live', () => liveStub)`. */
export const liveState: { rowLocks: Map<string, LockEntry>; editLock: EditLock } = {
  rowLocks: new Map(),
  editLock: { lockedBy: undefined, warning: false, expired: false, keepEditing: () => {} },
}

export const liveStub = {
  useLiveGroup: () => {},
  useRowLock: (_resource: unknown, id: Id) => liveState.rowLocks.get(String(id)),
  useEditLock: () => liveState.editLock,
  useRowHighlight: () => undefined,
  // The real store and hook: a test fades rows with fadingRowStore.fade, as the live patcher does.
  useFadingRows: (resource: { name: string }) => useFadingRowsOf(resource.name),
  markOwnWrite: () => {},
  // The real loader: the first fade loads framer-motion, as in the app.
  useRowMotion,
}

export function resetLive() {
  fadingRowStore.clear()
  liveState.rowLocks.clear()
  liveState.editLock = { lockedBy: undefined, warning: false, expired: false, keepEditing: () => {} }
}
