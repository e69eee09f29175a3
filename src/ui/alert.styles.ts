import { alert } from 'styled-system/recipes'

/** Chakra's Alert (subtle) in the statuses the console shows, computed at build time (one literal call each). */
export const alertClass = {
  info: alert({ status: 'info', variant: 'subtle' }),
  success: alert({ status: 'success', variant: 'subtle' }),
  warning: alert({ status: 'warning', variant: 'subtle' }),
  error: alert({ status: 'error', variant: 'subtle' }),
}
