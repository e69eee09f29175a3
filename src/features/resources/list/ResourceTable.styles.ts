import { css } from 'styled-system/css'
import { ncResourceTable } from 'styled-system/recipes'

/**
 * The list's table (the kit's Table: small, lined, rows highlighted under the pointer) in a scroll area: the actions
 * column stays pinned to the end when the table scrolls sideways; on a phone each row is a card. Live highlights
 * and fades only set attributes on rows that have these rules from the start, so a burst of live events adds no style
 * rule.
 */
export const resourceTableStyles = {
  ...ncResourceTable(),
  expand: css({ width: '10' }),
  // Long text wraps (a word longer than the cell breaks too), so no text pushes the actions out of view.
  cell: css({ md: { minWidth: '5rem' }, whiteSpace: 'normal', overflowWrap: 'anywhere' }),
  // The actions stay in view at any width: in the table pinned to the end when it scrolls sideways, opaque over the
  // cells scrolling under it (so it repeats the row's hover colour); on a phone's card, at the end of its last line.
  actions: css({
    textAlign: 'end!',
    whiteSpace: 'nowrap',
    mdDown: { marginInlineStart: 'auto' },
    md: {
      position: 'sticky',
      insetInlineEnd: '0',
      bg: 'bg',
      boxShadow: '-1px 0 0 var(--chakra-colors-border)',
      'tr:hover > &': { bg: 'colorPalette.subtle' },
      // Pinned over the row, it would hide the end of the focused row's ring: it draws that end itself, its own
      // bottom border taking the ring's colour so the ring's bottom edge lines up with the row's.
      'tr:focus-visible > &': {
        borderBottomColor: 'brand.focusRing',
        boxShadow:
          'inset 0 2px 0 0 token(colors.brand.focusRing), inset 0 -1px 0 0 token(colors.brand.focusRing), inset -2px 0 0 0 token(colors.brand.focusRing)',
      },
      'tr[data-highlight] > &': { bg: 'highlight.subtle' },
    },
  }),
  row: css({
    // The row cursor (useRowCursor): a ring inside the row while it has the focus, which the cells' own backgrounds and
    // the scroll area's edge cannot hide; a bar at its start while the focus is elsewhere (a dialog opened from it).
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineOffset: '-2px',
      outlineColor: 'brand.focusRing',
    },
    '&[data-cursor]:not(:focus-visible)': { boxShadow: 'inset 4px 0 0 0 token(colors.brand.solid)' },
    '&[data-highlight], &[data-highlight] > td': { bg: 'highlight.subtle' },
    '&[data-removed]': { pointerEvents: 'none', _motionReduce: { display: 'none', animation: 'none' } },
    // Until framer-motion is loaded (live/rowMotion.ts), a row deleted live fades with the theme's keyframes.
    '&[data-removed]:not([data-live-motion])': { animation: 'fade-out var(--live-fade) ease-in forwards' },
  }),
}
