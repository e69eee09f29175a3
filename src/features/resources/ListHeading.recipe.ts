import { defineSlotRecipe } from '@pandacss/dev'

/** A list's title (Chakra's Heading, size xl) and a child list's row of back arrow and title. */
export const ncListHeadingRecipe = defineSlotRecipe({
  className: 'nc-list-heading',
  slots: ['row'],
  base: {
    row: { display: 'flex', alignItems: 'center', gap: '2' },
  },
})
