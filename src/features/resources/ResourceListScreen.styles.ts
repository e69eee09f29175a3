import { css } from 'styled-system/css'

/** The generic list screen: its stack and its empty state. */
export const listScreenStyles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0', p: { base: '3', md: '6' } }),
  empty: css({ py: '6', color: 'fg.muted', textAlign: 'center' }),
}
