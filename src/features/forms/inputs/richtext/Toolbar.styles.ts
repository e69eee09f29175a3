import { css } from 'styled-system/css'

/** The rich-text toolbar and its link row. */
export const richTextToolbarClass = {
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '1', p: '1', borderBottomWidth: '1px' }),
  linkRow: css({ display: 'flex', gap: '1', flex: '1', minW: '48' }),
}
