import { defineSlotRecipe } from '@pandacss/dev'

/** Home without Viewer: a card per screen the user may open (Chakra's outline cards). */
export const ncHomeRecipe = defineSlotRecipe({
  className: 'nc-home',
  slots: ['root', 'title', 'cards'],
  base: {
    root: { p: '6' },
    title: { mb: '4', textStyle: 'lg', fontWeight: 'semibold' },
    cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '4' },
  },
})
