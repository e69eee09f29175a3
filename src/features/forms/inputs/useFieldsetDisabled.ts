import { useCallback, useSyncExternalStore, type RefObject } from 'react'

/**
 * Whether a surrounding <fieldset disabled> switches the element off. Native controls follow it by themselves;
 * the rich text editor and the cropper do not, so they ask (the edit dialog disables its fieldset while the
 * record is locked by someone else or being saved).
 */
export function useFieldsetDisabled(ref: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const fieldset = ref.current?.closest('fieldset')
      if (!fieldset) return () => {}
      const observer = new MutationObserver(notify)
      observer.observe(fieldset, { attributes: true, attributeFilter: ['disabled'] })
      return () => observer.disconnect()
    },
    [ref],
  )
  return useSyncExternalStore(
    subscribe,
    () => ref.current?.closest('fieldset')?.disabled ?? false,
    () => false,
  )
}
