import { css } from 'styled-system/css'
import { popover, tooltip } from 'styled-system/recipes'

/** Chakra's Popover (md) for a native `popover` element placed by its owner; the open animation is Chakra's too. */
const popoverSlots = popover({ size: 'md' })
export const popoverClass = {
  content: popoverSlots.content,
  body: popoverSlots.body,
  title: css({ fontWeight: 'semibold', mb: '2' }),
  /** The native popover's UA margin and border go; Chakra's `[data-state=open]` becomes the popover's `:popover-open`. */
  native: css({
    position: 'fixed',
    inset: 'auto',
    margin: '0',
    border: '0',
    overflow: 'visible',
    // The recipe's `display: flex` must not show a closed popover (the browser hides it with `display: none`).
    '&:not(:popover-open)': { display: 'none' },
    '&:popover-open': { animationStyle: 'scale-fade-in', animationDuration: 'fast' },
    _focusVisible: { outline: 'none' },
  }),
  /** An arrow on the popover's top edge at `--arrow-left`, pointing at its button. */
  arrow: css({
    position: 'absolute',
    top: 'calc(var(--chakra-sizes-3) / -2)',
    left: 'var(--arrow-left, 50%)',
    boxSize: '3',
    bg: 'bg.panel',
    borderTopWidth: '1px',
    borderInlineStartWidth: '1px',
    borderColor: 'border',
    rotate: '45deg',
  }),
}

/** Chakra's Tooltip content, shown by CSS beside its anchor (no script): on hover after Chakra's delay, and on focus. */
export const tooltipClass = {
  content: tooltip().content,
  /** The wrapper of the anchor and its tooltip; the tooltip is centred under the anchor (CSS anchor positioning). */
  anchor: css({
    display: 'inline-flex',
    anchorScope: '--kit-tooltip',
    '& > :first-child': { anchorName: '--kit-tooltip' },
  }),
  placed: css({
    position: 'fixed',
    positionAnchor: '--kit-tooltip',
    positionArea: 'bottom',
    m: '2',
    mb: '0',
    maxW: 'min(20rem, calc(100vw - 1rem))',
    w: 'max-content',
    overflowWrap: 'anywhere',
    pointerEvents: 'none',
    visibility: 'hidden',
    opacity: '0',
    transition: 'opacity 0.1s, visibility 0.1s',
    '[data-tooltip-anchor]:hover > &': { visibility: 'visible', opacity: '1', transitionDelay: '0.3s' },
    '[data-tooltip-anchor]:has(:focus-visible) > &': { visibility: 'visible', opacity: '1' },
  }),
}
