import { css } from 'styled-system/css'

/** The read-only dialog's lock banner: its notes one under the other. */
export const lockBannerStyles = {
  notes: css({ display: 'flex', flexDirection: 'column', gap: '1', overflowWrap: 'anywhere' }),
}
