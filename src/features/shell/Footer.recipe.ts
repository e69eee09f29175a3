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
      // Without the drawer the toasts float at the bottom of the screen: at the end of a page the pager and the
      // footer's link stay above a toast.
      lgDown: { pb: '24' },
    },
    home: { textDecoration: 'underline' },
  },
})
