import { defineSlotRecipe } from '@pandacss/dev'

/** The list's pager: page buttons on the start side, the page box and the count on the end side. */
export const ncPagerRecipe = defineSlotRecipe({
  className: 'nc-pager',
  slots: ['root', 'buttons', 'position', 'count'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
    buttons: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' },
    position: { display: 'flex', alignItems: 'center', gap: '2' },
    count: { color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' },
  },
})
