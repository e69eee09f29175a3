import { css } from 'styled-system/css'

/** Who else has a row open, beside its pencil or lock: an eye and a name, muted and small, cut when long. */
export const rowViewersStyles = {
  root: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    maxWidth: '40',
    minWidth: '0',
    color: 'fg.muted',
    textStyle: 'xs',
    whiteSpace: 'nowrap',
    '& svg': { width: '4', height: '4', flexShrink: 0 },
  }),
  name: css({ truncate: true }),
  more: css({ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }),
  /** "Changed by Anna Admin" while the row is highlighted: words, not only the highlight's colour. */
  changed: css({ maxWidth: '40', truncate: true, textStyle: 'xs', fontWeight: 'medium' }),
}
