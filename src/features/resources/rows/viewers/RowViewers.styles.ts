import { css } from 'styled-system/css'

/** Who else has a row open, beside its pencil or lock: an eye and a name, muted and small, cut when long. */
export const rowViewersStyles = {
  root: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    maxWidth: '40',
    minWidth: '0',
    // Gives way first: the badge and the buttons beside it keep their room.
    flexShrink: 100,
    overflow: 'hidden',
    color: 'fg.muted',
    textStyle: 'xs',
    whiteSpace: 'nowrap',
    '& svg': { width: '4', height: '4', flexShrink: 0 },
  }),
  name: css({ truncate: true }),
  more: css({ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }),
}
