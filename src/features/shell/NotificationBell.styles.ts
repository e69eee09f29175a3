import { css } from 'styled-system/css'
import { ncBell } from 'styled-system/recipes'

/** The unread count (the kit's solid xs badge in red) beside the bell, and the list, each entry in its status's colour. */
export const bellStyles = {
  ...ncBell(),
  count: css({ position: 'absolute', top: '0', right: '0', fontVariantNumeric: 'tabular-nums', pointerEvents: 'none' }),
  /** An entry's text opens its record: the whole line is the link. */
  open: css({
    display: 'block',
    color: 'fg',
    textDecoration: 'underline',
    overflowWrap: 'anywhere',
    _hover: { color: 'link.fg' },
  }),
  time: css({ display: 'block', color: 'fg.muted', textStyle: 'xs', fontVariantNumeric: 'tabular-nums' }),
  empty: css({ color: 'fg.muted' }),
}
