import { css } from 'styled-system/css'
import { toast } from 'styled-system/recipes'

/**
 * Chakra's Toast recipe and Toaster placement (bottom-end, full width on a phone), computed at build time. The recipe
 * reads the placement variables Ark's toaster sets per toast; a kit toast stands still, so they get their rest values.
 */
export const toastClass = {
  region: css({
    position: 'fixed',
    bottom: '4',
    insetEnd: '4',
    insetStart: { base: '4', md: 'auto' },
    zIndex: 'toast',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: '4',
    pointerEvents: 'none',
  }),
  ...toast(),
  place: css({
    width: { md: 'sm' },
    pointerEvents: 'auto',
    '--x': '0px',
    '--y': '0px',
    '--scale': '1',
    '--z-index': 'auto',
    '--height': 'auto',
    '--opacity': '1',
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', maxWidth: '100%' }),
}
