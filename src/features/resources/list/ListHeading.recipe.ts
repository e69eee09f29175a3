import { defineSlotRecipe } from '@pandacss/dev'

/** A list's title (an extra-large heading) and a child list's row of back arrow and title. */
export const ncListHeadingRecipe = defineSlotRecipe({
  className: 'nc-list-heading',
  slots: ['row'],
  base: {
    row: { display: 'flex', alignItems: 'center', gap: '2' },
  },
})
