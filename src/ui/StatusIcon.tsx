/** The four statuses an alert or a toast has (Chakra's). */
export type Status = 'info' | 'success' | 'warning' | 'error'

const CIRCLE =
  'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z'
/** Chakra's status icons (InfoIcon, CheckCircleIcon, WarningIcon), as its Alert and Toast indicators map them. */
const MARK: Record<Status, string> = {
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z',
  success: 'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
  warning: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  error: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
}

export function StatusIcon({ status }: { status: Status }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d={CIRCLE + MARK[status]} />
    </svg>
  )
}
