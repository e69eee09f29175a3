import { css } from 'styled-system/css'

/** The import dialog's drop zone, its summary and its list of bad rows. */
export const importDialogClass = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' }),
  drop: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '2',
    padding: '4',
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: 'border',
    borderRadius: 'l2',
    textStyle: 'sm',
    '&[data-over]': { borderColor: 'colorPalette.solid', bg: 'bg.muted' },
  }),
  hint: css({ color: 'fg.muted', textStyle: 'sm' }),
  summary: css({ textStyle: 'sm', '& ul': { paddingStart: '5', listStyle: 'disc', marginY: '1' } }),
  tableBox: css({ maxHeight: '60vh', overflowY: 'auto', minWidth: '0' }),
  // A cell's text may be 10,000 characters of anything: it wraps anywhere and shows as text.
  value: css({ overflowWrap: 'anywhere', wordBreak: 'break-word', fontFamily: 'mono', textStyle: 'xs' }),
  more: css({ color: 'fg.muted', textStyle: 'sm', marginTop: '2' }),
}
