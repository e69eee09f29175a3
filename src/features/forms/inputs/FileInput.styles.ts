import { css } from 'styled-system/css'

/** The file input: the picker and the chosen file. */
export const fileInputClass = {
  chosenRow: css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm' }),
  fullWidth: css({ w: 'full' }),
}
