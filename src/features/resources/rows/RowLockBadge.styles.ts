import { css } from 'styled-system/css'
import { ncRowLock } from 'styled-system/recipes'

/** How wide the lock badge grows (a longer name is cut); the row's edit box is sized from it. */
const BADGE_MAX_WIDTH = 'token(sizes.48)'

/** The lock badge of a row being edited: the kit's small ghost button in orange, and its popover. */
export const rowLockStyles = {
  ...ncRowLock(),
  badge: css({ gap: '1', maxWidth: BADGE_MAX_WIDTH, px: '2' }),
  /**
   * The row's pencil and cross, or the badge and eye in their place: from md up one box as wide as the widest badge,
   * its eye and the gap between them, so a lock coming or going changes no column's width in the table.
   */
  editBox: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '1',
    md: { width: `calc(${BADGE_MAX_WIDTH} + token(spacing.1) + token(sizes.9))` },
  }),
  minutes: css({ flexShrink: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 'normal' }),
  /**
   * Beside the badge on its start side, on the badge's own row (CSS anchor positioning: the badge, the popover's
   * invoker, is its anchor), so it covers no button of the rows above or below. A browser without anchor positioning
   * centres it (the popover's own default), still readable.
   */
  bubble: css({
    width: 'max-content',
    maxWidth: 'min(300px, calc(100vw - 16px))',
    py: '3',
    px: '4',
    textStyle: 'sm',
    overflowWrap: 'anywhere',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '2',
    whiteSpace: 'normal',
    '@supports (position-area: left)': {
      inset: 'auto',
      marginInlineEnd: '2',
      positionArea: 'inline-start',
      positionTryFallbacks: 'flip-inline',
    },
  }),
}
