import { css } from 'styled-system/css'

/** What a declaration's view shows under an expanded row (questions' choices, a patient's details): Chakra's Text,
 * List and DataList (horizontal, sm). */
export const rowDetailsStyles = {
  title: css({ mb: '1', fontWeight: 'medium' }),
  muted: css({ color: 'fg.muted' }),
  error: css({ color: 'fg.error' }),
  list: css({
    display: 'flex',
    flexDirection: 'column',
    ps: '5',
    listStyle: 'disc',
    '& li': { whiteSpace: 'normal', _marker: { color: 'fg.subtle' } },
  }),
  data: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  item: css({
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: '4',
    textStyle: 'xs',
    '& dt': { display: 'flex', alignItems: 'center', gap: '1', minWidth: '120px', color: 'fg.muted' },
    '& dd': { display: 'flex', flex: '1', alignItems: 'center', minWidth: '0' },
  }),
}
