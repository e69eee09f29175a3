import type { LockEntry } from '@/api/hubAdapter'
import { i18n } from '@/i18n/i18n'

/** A holder's name is shown at most this long; the rest is an ellipsis (a hub may send anything). */
export const HOLDER_NAME_MAX = 60

/**
 * Who holds a lock, as staff know each other: the display name when the hub sends one, else the username; cut when
 * long, and "(unnamed)" when both are blank: a name of its own, since it stands where a name would. Text only: React escapes it.
 */
export function holderName(lock: Pick<LockEntry, 'editor' | 'editorName'> | undefined, fallback = ''): string {
  const name = (lock?.editorName?.trim() || lock?.editor.trim() || fallback.trim()).replace(/\s+/g, ' ')
  if (!name) return i18n._('(unnamed)')
  return name.length > HOLDER_NAME_MAX ? `${name.slice(0, HOLDER_NAME_MAX - 1)}…` : name
}
