import { alert } from 'styled-system/recipes'

/** The parts of Chakra's Alert the kit renders. */
const parts = ({ root, indicator, content, title, description }: ReturnType<typeof alert>) => ({ root, indicator, content, title, description })

/** Chakra's Alert (subtle, md) in the statuses the console shows, computed at build time (literal calls: Panda reads them). */
export const alertClass = {
  info: parts(alert({ status: 'info', variant: 'subtle', size: 'md' })),
  warning: parts(alert({ status: 'warning', variant: 'subtle', size: 'md' })),
  error: parts(alert({ status: 'error', variant: 'subtle', size: 'md' })),
}
