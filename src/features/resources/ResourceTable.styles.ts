import { css } from 'styled-system/css'

/**
 * The list's table (the kit's Table: Chakra's, size sm, line, interactive) in a scroll area: the actions column stays
 * pinned to the end when the table scrolls sideways, minor columns are hidden on phones. Live highlights and fades
 * only set attributes on rows that have these rules from the start, so a burst of live events adds no style rule.
 */
export const resourceTableStyles = {
  scroll: css({
    maxWidth: '100%',
    overflow: 'auto',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    whiteSpace: 'nowrap',
    WebkitOverflowScrolling: 'touch',
  }),
  expand: css({ width: '10' }),
  // Long text wraps (a word longer than the cell breaks too), so no text pushes the actions out of view.
  cell: css({ minWidth: '5rem', whiteSpace: 'normal', overflowWrap: 'anywhere' }),
  minor: css({ mdDown: { display: 'none' } }),
  // The actions stay in view at any width: pinned to the end of the table when it scrolls sideways, opaque over the
  // cells scrolling under it (so it repeats the row's hover colour).
  actions: css({
    position: 'sticky',
    insetInlineEnd: '0',
    bg: 'bg',
    boxShadow: '-1px 0 0 var(--chakra-colors-border)',
    textAlign: 'end!',
    whiteSpace: 'nowrap',
    'tr:hover > &': { bg: 'colorPalette.subtle' },
    'tr[data-highlight] > &': { bg: 'yellow.subtle' },
  }),
  actionButtons: css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '1' }),
  /** An empty slot the size of an icon button: a row without one of its actions keeps the others in their columns. */
  actionSlot: css({ flexShrink: '0', boxSize: '9' }),
  row: css({
    '&[data-highlight], &[data-highlight] > td': { bg: 'yellow.subtle' },
    '&[data-removed]': { pointerEvents: 'none', _motionReduce: { display: 'none', animation: 'none' } },
    // Until framer-motion is loaded (live/rowMotion.ts), a row deleted live fades with the theme's keyframes.
    '&[data-removed]:not([data-live-motion])': { animation: 'fade-out var(--live-fade) ease-in forwards' },
  }),
}
