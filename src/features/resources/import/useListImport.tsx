import { useCallback, useState } from 'react'
import type { Id } from '@/api/queryKeys'
import { lazyComponent } from '@/ui/lazyComponent'
import type { AnyResource } from '../types'

/**
 * The import's code (papaparse, the checks, the dialog, its summary) loads on the first Import press, never with the
 * list.
 */
const ImportDialog = lazyComponent(() => import('./ImportDialog').then((m) => m.ImportDialog))

/** A list's import: `start` (the toolbar's Import) opens its dialog; closing it gives the focus back to the button. */
export function useListImport(resource: AnyResource, parentId: Id | undefined, onError: (error: unknown) => void) {
  const [trigger, setTrigger] = useState<HTMLElement>()
  const start = useCallback((button: HTMLElement) => setTrigger(button), [])
  const close = () => {
    trigger?.focus()
    setTrigger(undefined)
  }
  const dialog = trigger && <ImportDialog resource={resource} parentId={parentId} onClose={close} onError={onError} />
  return { start, dialog }
}
