import { css } from 'styled-system/css'

/** Bulk edit's field choices and its preview. */
export const bulkEditClass = {
  choices: css({ display: 'flex', flexWrap: 'wrap', gap: '3', border: 'none', padding: '0', margin: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'semibold', marginBottom: '2', width: '100%' }),
  preview: css({
    textStyle: 'sm',
    borderTopWidth: '1px',
    borderColor: 'border',
    paddingTop: '3',
    '& ul': { paddingStart: '5', listStyle: 'disc', marginY: '1' },
    '& p': { color: 'fg.muted' },
  }),
}
