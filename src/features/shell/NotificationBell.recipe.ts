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
      '&[data-status=info]': { borderColor: 'fg.info' },
      '&[data-status=success]': { borderColor: 'fg.success' },
      '&[data-status=warning]': { borderColor: 'fg.warning' },
      '&[data-status=error]': { borderColor: 'fg.error' },
    },
    all: { display: 'inline-block', mt: '3', color: 'link.fg', fontWeight: 'medium', textDecoration: 'underline' },
  },
})
