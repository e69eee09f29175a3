import { useCallback, useEffect, useRef } from 'react'
import { openDialogs } from '@/ui/openDialogs'
import { dialogKeyOf } from '../list/keyboard/gridKeys'

interface DialogShortcuts {
  /** The record is new: it has no place in the list to step from, so Alt+↓/↑ do nothing. */
  isNew: boolean
  /** The form has unsaved changes (never while read-only). */
  dirty: { current: boolean }
  /** Opens the next (1) or previous (-1) row in place of this one; undefined: the dialog has no list to step in. */
  onStep?(direction: 1 | -1): void
  /** Alt+↓/↑ pressed: the neighbour may be fetched beside the save. */
  onStepIntent?(direction: 1 | -1): void
  onClose(): void
  /** The edit time ran out: the dialog closes whatever was asked. */
  expired: boolean
}

/**
 * The edit dialog's keys (docs/decisions.md, "Lists by keyboard"): Ctrl+S (⌘S) saves as Save does; Alt+↓ / Alt+↑ save
 * the same way and then, instead of closing, open the next / previous row. Unchanged or read-only, they just go on.
 * Only while this dialog is the newest one (not under a question or an Error dialog). `closeAfterSave` is what the
 * form calls once it has saved: it steps when the save was asked with Alt+↓/↑, else closes.
 */
export function useDialogShortcuts({ isNew, dirty, onStep, onStepIntent, onClose, expired }: DialogShortcuts) {
  const asked = useRef<1 | -1 | undefined>(undefined)
  const step = useRef<1 | -1 | undefined>(undefined)
  const latest = useRef({ isNew, onStep, onStepIntent, onClose, expired })
  useEffect(() => {
    latest.current = { isNew, onStep, onStepIntent, onClose, expired }
  })

  useEffect(() => {
    // The newest dialog holds the page (a focus trap, the rest hidden): a key pressed now is for it, wherever the
    // focus is while it moves in. Only the edit form's own dialog acts on it, not a question or an Error over it.
    const formOf = () => openDialogs.top()?.querySelector<HTMLFormElement>('form[data-record-form]') ?? null
    const onKeyDown = (e: KeyboardEvent) => {
      const key = e.defaultPrevented ? undefined : dialogKeyOf(e, e.target)
      const form = key && formOf()
      if (!key || !form) return
      const { isNew: adding, onStep: stepTo } = latest.current
      if (key === 'save') {
        e.preventDefault()
        if (form.querySelector('button[type="submit"]')) form.requestSubmit()
        return
      }
      if (adding || !stepTo) return
      e.preventDefault()
      const direction = key === 'saveNext' ? 1 : -1
      latest.current.onStepIntent?.(direction)
      if (!dirty.current) return stepTo(direction)
      asked.current = direction
      form.requestSubmit()
    }
    // Every submit says whether it steps: a Save pressed after an Alt+↓ that did not save (an invalid field) closes.
    const onSubmit = (e: SubmitEvent) => {
      if (!(e.target instanceof HTMLFormElement) || !e.target.hasAttribute('data-record-form')) return
      step.current = asked.current
      asked.current = undefined
    }
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('submit', onSubmit, true)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('submit', onSubmit, true)
    }
  }, [dirty])

  const closeAfterSave = useCallback(() => {
    const direction = step.current
    step.current = undefined
    const { onStep: stepTo, onClose: close, expired: over } = latest.current
    if (direction !== undefined && stepTo && !over) stepTo(direction)
    else close()
  }, [])
  return closeAfterSave
}
