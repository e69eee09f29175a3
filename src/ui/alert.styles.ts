import { alert } from 'styled-system/recipes'

// Literal calls, so Panda's extractor emits each status.
const info = alert({ status: 'info', variant: 'subtle', size: 'md' })
const success = alert({ status: 'success', variant: 'subtle', size: 'md' })
const warning = alert({ status: 'warning', variant: 'subtle', size: 'md' })
const error = alert({ status: 'error', variant: 'subtle', size: 'md' })

/**
 * Chakra's Alert (subtle, md), computed at build time. A status changes only the root (its colour palette): the other
 * parts' status classes carry no CSS, so they are taken once (the first loads carry these strings).
 */
export const alertClass = {
  root: { info: info.root, success: success.root, warning: warning.root, error: error.root },
  indicator: error.indicator,
  content: error.content,
  title: error.title,
  description: error.description,
}
