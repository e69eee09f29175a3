import { defineSlotRecipe } from '@pandacss/dev'

/** The list's search box (an input with a start icon), filters (labelled native selects) and Add button. */
export const ncListToolbarRecipe = defineSlotRecipe({
  className: 'nc-list-toolbar',
  slots: ['root', 'search', 'searchIcon'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' },
    search: { position: 'relative', display: 'flex', flex: '1 1 14rem', maxWidth: '24rem' },
    searchIcon: {
      position: 'absolute',
      zIndex: '2',
      insetBlock: '0',
      insetInlineStart: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '10',
      color: 'fg.muted',
      pointerEvents: 'none',
    },
  },
})
