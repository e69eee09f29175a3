import { css } from 'styled-system/css'
import { ncBell } from 'styled-system/recipes'

/** The count (the kit's solid xs badge in red) beside the bell, and the list, each entry in its status's colour. */
export const bellStyles = {
  ...ncBell(),
  count: css({ position: 'absolute', top: '0', right: '0', fontVariantNumeric: 'tabular-nums', pointerEvents: 'none' }),
}
