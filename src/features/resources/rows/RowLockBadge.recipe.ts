import { defineSlotRecipe } from '@pandacss/dev'

/** The lock badge of a row being edited: the kit's small ghost button in orange, and its popover. */
export const ncRowLockRecipe = defineSlotRecipe({
  className: 'nc-row-lock',
  slots: ['name'],
  base: {
    name: { truncate: true },
  },
})
