import { css } from 'styled-system/css'

/** The multi-select: its checkboxes in a wrapping row. */
export const multiSelectClass = {
  row: css({ display: 'flex', flexWrap: 'wrap', gap: '4' }),
}
