import { defineSlotRecipe } from '@pandacss/dev'

/** The generic list screen: its stack and its empty state. */
export const ncListScreenRecipe = defineSlotRecipe({
  className: 'nc-list-screen',
  slots: ['root', 'empty'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0', p: { base: '3', md: '6' } },
    empty: { py: '6', color: 'fg.muted', textAlign: 'center' },
  },
})
