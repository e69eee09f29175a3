import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The list's pager: page buttons on the start side, the page box and the count on the end side. On a phone the buttons
 * keep one line of their own, narrower when seven pages and the arrows would not fit.
 */
export const ncPagerRecipe = defineSlotRecipe({
  className: 'nc-pager',
  slots: ['root', 'buttons', 'position', 'count'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
    buttons: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      mdDown: { flex: '1 1 100%', gap: '0.5' },
    },
    position: { display: 'flex', alignItems: 'center', gap: '2' },
    count: { color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' },
  },
})
