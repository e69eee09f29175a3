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
  // From md the list scrolls inside the dialog; a phone's full-screen dialog scrolls as a whole.
  tableBox: css({ minWidth: '0', md: { maxHeight: '50vh', overflowY: 'auto' } }),
  // Above the table at every width (a phone's stacked table is no table box to centre it in).
  caption: css({
    captionSide: 'top',
    textAlign: 'start',
    color: 'fg.muted',
    textStyle: 'sm',
    paddingBottom: '2',
    mdDown: { display: 'block' },
  }),
  // A cell's text may be 10,000 characters of anything: it wraps anywhere and shows as text.
  value: css({ overflowWrap: 'anywhere', wordBreak: 'break-word', fontFamily: 'mono', textStyle: 'xs', minWidth: '0' }),
  more: css({ color: 'fg.muted', textStyle: 'sm', marginTop: '2' }),
}
