import { defineSlotRecipe } from '@pandacss/dev'

export const ncToolbarPopoverRecipe = defineSlotRecipe({
  className: 'nc-toolbar-popover',
  slots: ['root'],
  base: {
    root: { position: 'relative', flexShrink: '0' },
    /** A toolbar button stays hovered while its popover is open. */
  },
})
