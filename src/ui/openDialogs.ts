/**
 * The kit's open modal dialogs, newest last. Everything outside the newest one is out of reach and hidden from assistive
 * tech, so whatever must stay seen and heard while one is open (a toast) shows inside it.
 */
const stack: HTMLElement[] = []
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export const openDialogs = {
  add(content: HTMLElement) {
    stack.push(content)
    emit()
  },
  remove(content: HTMLElement) {
    const at = stack.lastIndexOf(content)
    if (at < 0) return
    stack.splice(at, 1)
    emit()
  },
  /** The newest open dialog's content box, or null. */
  top: (): HTMLElement | null => stack.at(-1) ?? null,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
