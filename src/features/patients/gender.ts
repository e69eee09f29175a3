import { GENDER } from '@/config'
import { i18n } from '@/i18n/i18n'

/** Gender code as text: 1 Male, 2 Female; null stays null. An unknown code is shown as it came. */
export function genderText(code: unknown): string | null {
  if (code === null || code === undefined || code === '') return null
  const n = typeof code === 'string' ? Number(code) : code
  if (n === GENDER.MALE) return i18n._('Male')
  if (n === GENDER.FEMALE) return i18n._('Female')
  return String(code)
}
