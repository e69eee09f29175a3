import { defineSlotRecipe } from '@pandacss/dev'

export const ncFooterRecipe = defineSlotRecipe({
  className: 'nc-footer',
  slots: ['root', 'home'],
  base: {
    root: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '4',
      py: '3',
      px: '4',
      borderTopWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
      color: 'fg.muted',
      fontSize: 'sm',
    },
    home: { textDecoration: 'underline' },
  },
})
