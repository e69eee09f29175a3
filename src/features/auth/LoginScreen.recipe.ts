import { defineSlotRecipe } from '@pandacss/dev'

/** /login: a card centred on the page, the theme's brand green, the kit's field, input and button. */
export const ncLoginRecipe = defineSlotRecipe({
  className: 'nc-login',
  slots: ['page', 'card', 'title', 'mark', 'fields', 'remember'],
  base: {
    page: {
      display: 'grid',
      placeItems: 'center',
      minHeight: '100dvh',
      p: '4',
      bg: 'bg.muted',
      color: 'fg',
      textStyle: 'md',
    },
    card: {
      width: '100%',
      maxWidth: '24rem',
      p: { base: '6', sm: '8' },
      borderRadius: 'l3',
      bg: 'bg.panel',
      boxShadow: 'md',
    },
    title: {
      display: 'flex',
      alignItems: 'center',
      gap: '2.5',
      mb: '6',
      color: 'brand.fg',
      textStyle: '2xl',
      fontWeight: 'bold',
    },
    // The title's own colour: 3:1 and more on the card in both schemes (WCAG 1.4.11), where the solid shade, kept
    // dark in dark for white text, is not.
    mark: { flexShrink: '0', boxSize: '5', borderRadius: 'full', bg: 'brand.fg' },
    fields: { display: 'flex', flexDirection: 'column', gap: '4' },
    remember: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      width: 'fit-content',
      fontSize: 'sm',
      cursor: 'pointer',
    },
  },
})
