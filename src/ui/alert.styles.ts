import { alert } from 'styled-system/recipes'

/** Chakra's Alert (subtle) in the statuses the console shows, computed at build time. */
const { root, indicator, content, title } = alert({ status: 'error', variant: 'subtle' })
export const alertClass = { error: { root, indicator, content, title } }
