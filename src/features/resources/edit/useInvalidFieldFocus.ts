import { useEffect, useRef, type RefObject } from 'react'

/**
 * After a Save that failed validation the focus goes to the first invalid field, whatever pressed Save. Saving
 * disables the form, and a field focused then (a mouse press on Save leaves the focus in it) loses its focus to
 * <body>, where Esc reaches no dialog. Returns what the form's onSubmit calls: a save that got past validation keeps
 * the focus where `useFocusReturn` puts it.
 */
export function useInvalidFieldFocus(
  container: RefObject<HTMLElement | null>,
  submitCount: number,
  isSubmitting: boolean,
): () => void {
  const sent = useRef(false)
  useEffect(() => {
    if (submitCount === 0) sent.current = false
    if (submitCount === 0 || isSubmitting) return
    if (!sent.current) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    sent.current = false
  }, [container, submitCount, isSubmitting])
  return () => {
    sent.current = true
  }
}
