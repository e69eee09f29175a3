/**
 * A user count with thousands separators, as en-US writes it (6,010; at most 3 decimals), as the dashboard shows it.
 * Not Intl.NumberFormat: its first construction loads ICU's locale data, one task of 100–170 ms on a phone at 4× CPU
 * (Lighthouse's total blocking time on /dashboard).
 */
export function formatTotal(total: number): string {
  if (!Number.isFinite(total)) return String(total)
  const rounded = Math.round(total * 1000) / 1000
  const [whole = '', fraction] = Math.abs(rounded).toString().split('.')
  return `${rounded < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`
}
