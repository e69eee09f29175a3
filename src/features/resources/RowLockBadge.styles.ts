import { css } from 'styled-system/css'
import { ncRowLock } from 'styled-system/recipes'

/** The lock badge of a row being edited: the kit's small ghost button in orange, and its popover. */
export const rowLockStyles = {
  ...ncRowLock(),
  badge: css({ gap: '1', maxWidth: '9rem', px: '2' }),
  bubble: css({
    width: 'max-content',
    maxWidth: 'min(300px, calc(100vw - 16px))',
    py: '3',
    px: '4',
    textStyle: 'sm',
    overflowWrap: 'anywhere',
    whiteSpace: 'normal',
    '@supports (position-area: left)': {
      inset: 'auto',
      marginInlineEnd: '2',
      positionArea: 'inline-start',
      positionTryFallbacks: 'flip-inline',
    },
  }),
}
