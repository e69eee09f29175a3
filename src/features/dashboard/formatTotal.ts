const numberFormat = new Intl.NumberFormat('en-US')

/** A user count with thousands separators, as the dashboard shows it. */
export function formatTotal(total: number): string {
  return numberFormat.format(total)
}
