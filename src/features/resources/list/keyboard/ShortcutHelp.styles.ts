import { css } from 'styled-system/css'

/** The shortcuts' help: a heading per place, then one line per shortcut, its keys beside what they do. */
export const shortcutHelpClass = {
  // The body scrolls on a short screen, and takes the focus for the keyboard to scroll it: its ring shows inside.
  body: css({
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineOffset: '-2px',
      outlineColor: 'brand.focusRing',
    },
  }),
  heading: css({ fontWeight: 'semibold', fontSize: 'md', mt: '4', mb: '2', '&:first-child': { mt: '0' } }),
  // Keys beside what they do; on a phone what they do goes under the keys, with the whole width for the words.
  list: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
    columnGap: '4',
    rowGap: '2',
    mdDown: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: '1' },
  }),
  line: css({ display: 'contents' }),
  keys: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '1', whiteSpace: 'nowrap' }),
  key: css({
    fontFamily: 'mono',
    fontSize: 'sm',
    lineHeight: '1.4',
    px: '1.5',
    minWidth: '6',
    textAlign: 'center',
    borderWidth: '1px',
    borderBottomWidth: '2px',
    borderColor: 'border.emphasized',
    borderRadius: 'l1',
    bg: 'bg.muted',
    color: 'fg',
  }),
  or: css({ color: 'fg.muted', fontSize: 'sm' }),
  what: css({ overflowWrap: 'anywhere', mdDown: { mb: '2' } }),
  note: css({ mt: '4', color: 'fg.muted', fontSize: 'sm' }),
}
