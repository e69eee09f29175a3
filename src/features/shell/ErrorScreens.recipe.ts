import { defineSlotRecipe } from '@pandacss/dev'

/** The root error and loading screens. */
export const ncErrorScreenRecipe = defineSlotRecipe({
  className: 'nc-error-screen',
  slots: ['notice', 'title', 'text', 'actions', 'pending'],
  base: {
    notice: {
      maxWidth: '36rem',
      m: '4',
      p: '6',
      borderWidth: '1px',
      borderColor: 'border.error',
      borderRadius: 'md',
      bg: 'bg.panel',
      color: 'fg',
      textStyle: 'md',
      overflowWrap: 'anywhere',
    },
    title: { color: 'fg.error', textStyle: 'xl', fontWeight: 'semibold' },
    text: { mt: '2' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '3', mt: '4' },
    pending: { display: 'flex', alignItems: 'center', gap: '3', p: '6', color: 'fg', textStyle: 'md' },
  },
})
