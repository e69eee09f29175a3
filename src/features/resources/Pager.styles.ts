import { css } from 'styled-system/css'

/** The list's pager: page buttons on the start side, the page box and the count on the end side. */
export const pagerStyles = {
  root: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' }),
  position: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  input: css({ width: '16' }),
  count: css({ color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' }),
}
