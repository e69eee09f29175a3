import { GENDER } from '@/config'

/** Gender code as text: 1 Male, 2 Female; null stays null. An unknown code is shown as it came. */
export function genderText(code: unknown): string | null {
  if (code === null || code === undefined || code === '') return null
  const n = typeof code === 'string' ? Number(code) : code
  if (n === GENDER.MALE) return 'Male'
  if (n === GENDER.FEMALE) return 'Female'
  return String(code)
}
