import { css } from 'styled-system/css'

/** The delete confirmation's record name and what goes with it, one line each, readable on a phone. */
export const deleteConfirmClass = {
  name: css({ mt: '2', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  also: css({ mt: '2', fontWeight: 'medium' }),
}
