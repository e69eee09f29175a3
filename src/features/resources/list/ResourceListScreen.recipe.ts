import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The generic list screen: its stack, the toolbar's place (the selection's bar lies over the toolbar, which keeps
 * its room, so ticking a row moves no row) and its empty state.
 */
export const ncListScreenRecipe = defineSlotRecipe({
  className: 'nc-list-screen',
  slots: ['root', 'toolbarSlot', 'empty'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0', p: { base: '3', md: '6' } },
    toolbarSlot: {
      display: 'grid',
      // A phone's toolbar may be shorter than the bar's three lines of small buttons: room for them is kept.
      minHeight: { base: 'calc(3 * token(sizes.9) + 2 * token(spacing.2) + 2px)', md: '0' },
      '& > *': { gridArea: '1 / 1', minWidth: '0' },
      // Hidden, not gone: its height holds the place, and its controls leave the tab order and the a11y tree.
      '&:has(> [data-bulk-bar]) > :not([data-bulk-bar])': { visibility: 'hidden' },
    },
    empty: { py: '6', color: 'fg.muted', textAlign: 'center' },
  },
})
