import { css } from 'styled-system/css'
import { toast } from 'styled-system/recipes'

/**
 * Chakra's Toast recipe and Toaster placement, computed at build time. On the page the region floats (`regionBase`)
 * where its owner places it; by default (`regionPlace`) at the bottom: full width on a phone, where Undo is in reach
 * of a thumb, at the end side from md up. Inside an open dialog the toasts follow its footer in the flow, so they
 * cover none of its buttons. The recipe reads the placement variables Ark's toaster sets per toast; a kit toast
 * stands still, so they get their rest values.
 */
export const toastClass = {
  regionBase: css({
    position: 'fixed',
    zIndex: 'toast',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: '2',
    pointerEvents: 'none',
  }),
  regionPlace: css({
    bottom: '4',
    insetEnd: '4',
    insetStart: { base: '4', md: 'auto' },
  }),
  // Last in the dialog's column, whatever the dialog renders after it was put there.
  inDialog: css({
    order: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    px: '4',
    '&:not(:empty)': { pb: '4' },
  }),
  ...toast(),
  place: css({ width: { md: 'sm' } }),
  still: css({
    maxWidth: '100%',
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
