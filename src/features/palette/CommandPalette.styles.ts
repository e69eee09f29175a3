import { css } from 'styled-system/css'

/** The palette: a search field over its options, in the kit's dialog (a sheet on a phone, a box from md up). */
export const paletteStyles = {
  field: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    '& > svg': { position: 'absolute', insetInlineStart: '3', color: 'fg.muted', pointerEvents: 'none' },
  }),
  input: css({ ps: '10' }),
  status: css({ textStyle: 'sm', color: 'fg.muted', mt: '2', minH: '5' }),
  list: css({
    mt: '2',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    listStyle: 'none',
    p: '0',
    overflowY: 'auto',
    md: { maxH: '60vh' },
  }),
  option: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    '&[aria-selected=true]': {
      bg: 'bg.emphasized',
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '-2px',
    },
    _hover: { bg: 'bg.muted' },
  }),
  section: css({
    textStyle: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    mt: '2',
  }),
  title: css({ fontWeight: 'medium', color: 'fg' }),
  // Running text: a long trail wraps word by word, never leaving its separator alone at a line's end.
  where: css({ textStyle: 'sm', color: 'fg.muted', display: 'block' }),
  lock: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    color: 'fg.warning',
    fontWeight: 'medium',
    '& > svg': { width: '3.5', height: '3.5' },
  }),
  hint: css({ textStyle: 'xs', color: 'fg.muted', mt: '3', hideBelow: 'md' }),
}
