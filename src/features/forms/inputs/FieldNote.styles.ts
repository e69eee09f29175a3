import { css } from 'styled-system/css'

/** A line of small text under a control. */
export const fieldNoteClass = {
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  failed: css({ textStyle: 'sm', color: 'fg.error' }),
  loading: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  inputHigh: css({ minH: '10' }),
}
