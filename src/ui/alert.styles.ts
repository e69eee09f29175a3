import { alert } from 'styled-system/recipes'

/** Chakra's Alert (subtle) in the statuses the console shows, computed at build time. */
export const alertClass = { error: alert({ status: 'error', variant: 'subtle' }) }
