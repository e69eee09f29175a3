/**
 * Which shortcut a key press is, on a list and in its edit dialog (docs/decisions.md, "Lists by keyboard"). Letters are
 * read from `event.key`, the character the layout typed, so `j` is the key labelled J on a German keyboard too, and
 * `/` and `?` come with Shift there as they do on others (Shift+7, Shift+ß): a symbol ignores Shift.
 */
export type ListKey =
  'down' | 'up' | 'first' | 'last' | 'open' | 'select' | 'selectRange' | 'add' | 'delete' | 'view' | 'search' | 'help'

export type DialogKey = 'save' | 'saveNext' | 'savePrevious'

export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> & {
  isComposing?: boolean
}

/** Inputs nobody types into: a key pressed on them is no text. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color'])

/** Whether a key pressed here is typing: a text input, a textarea, a select, or rich text (contenteditable). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type)
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  const editable = target.closest('[contenteditable]')
  return editable !== null && editable.getAttribute('contenteditable') !== 'false'
}

const LETTERS: Record<string, ListKey> = { j: 'down', k: 'up', x: 'select', n: 'add', v: 'view' }
const NAMED: Record<string, ListKey> = {
  ArrowDown: 'down',
  ArrowUp: 'up',
  Home: 'first',
  End: 'last',
  Enter: 'open',
  Delete: 'delete',
  // A Mac's keyboard has no forward Delete: its "delete" key sends Backspace.
  Backspace: 'delete',
  '/': 'search',
  '?': 'help',
}

/** The list shortcut of a key press; undefined for any key with Ctrl, ⌘ or Alt, and while an input method composes. */
export function listKeyOf(e: KeyPress): ListKey | undefined {
  if (e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return undefined
  const named = NAMED[e.key]
  if (named) return named === 'search' || named === 'help' || !e.shiftKey ? named : undefined
  if (e.key.length !== 1) return undefined
  // Caps Lock gives `X` without Shift: the letter is the same, Shift alone makes the range.
  const letter = LETTERS[e.key.toLowerCase()]
  if (letter === 'select') return e.shiftKey ? 'selectRange' : 'select'
  return e.shiftKey ? undefined : letter
}

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/**
 * The edit dialog's shortcut: Ctrl+S (⌘S on a Mac) saves, Alt+↓ / Alt+↑ save and go on to the next / previous row.
 * These fire in a field (that is where one types before saving), except where the field has a use for the key:
 * Alt+↓ opens a select's list, and on a Mac Alt+↑/↓ moves by paragraph in multi-line text.
 */
export function dialogKeyOf(e: KeyPress, target: EventTarget | null, mac = isMac()): DialogKey | undefined {
  if (e.isComposing) return undefined
  const command = mac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey
  if (command && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 's') return 'save'
  if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return undefined
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return undefined
  if (target instanceof HTMLSelectElement) return undefined
  if (mac && isTypingTarget(target) && !(target instanceof HTMLInputElement)) return undefined
  return e.key === 'ArrowDown' ? 'saveNext' : 'savePrevious'
}
