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
      borderColor: 'red.300',
      borderRadius: 'md',
      bg: 'white',
      color: 'gray.800',
      textStyle: 'md',
      overflowWrap: 'anywhere',
    },
    title: { color: 'red.800', textStyle: 'xl', fontWeight: 'semibold' },
    text: { mt: '2' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '3', mt: '4' },
    pending: { display: 'flex', alignItems: 'center', gap: '3', p: '6', color: 'gray.800', textStyle: 'md' },
  },
})
