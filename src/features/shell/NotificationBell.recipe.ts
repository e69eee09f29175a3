import { defineSlotRecipe } from '@pandacss/dev'

/** The count (the kit's solid xs badge in red) beside the bell, and the list, each entry in its status's colour. */
export const ncBellRecipe = defineSlotRecipe({
  className: 'nc-bell',
  slots: ['list', 'item', 'all'],
  base: {
    list: { display: 'flex', flexDirection: 'column', gap: '2' },
    item: {
      pl: '2',
      borderInlineStartWidth: '4px',
      '&[data-status=info]': { borderColor: 'blue.700' },
      '&[data-status=success]': { borderColor: 'green.700' },
      '&[data-status=warning]': { borderColor: 'orange.700' },
      '&[data-status=error]': { borderColor: 'red.700' },
    },
    all: { display: 'inline-block', mt: '3', color: 'blue.700', fontWeight: 'medium', textDecoration: 'underline' },
  },
})
