import { defineSlotRecipe } from '@pandacss/dev'

/** The lock badge of a row being edited: the kit's small ghost button in orange, and its popover. */
export const ncRowLockRecipe = defineSlotRecipe({
  className: 'nc-row-lock',
  slots: ['name' ],
  base: {
    name: { truncate: true },
  /**
   * Beside the badge on its start side, on the badge's own row (CSS anchor positioning: the badge, the popover's
   * invoker, is its anchor), so it covers no button of the rows above or below (issue 20 §5). A browser without
   * anchor positioning centres it (the popover's own default), still readable.
   */

  },
})
