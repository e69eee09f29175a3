import { defineSlotRecipe } from '@pandacss/dev'

/** The phone's menu drawer: a modal <dialog> at the start edge with the theme's drawer look (panel, shadow, backdrop). */
export const ncMobileMenuRecipe = defineSlotRecipe({
  className: 'nc-mobile-menu',
  slots: ['root'],
  base: {
    root: {
      inset: '0 auto 0 0',
      width: 'auto',
      maxWidth: 'none',
      height: '100dvh',
      maxHeight: 'none',
      m: '0',
      p: '0',
      border: '0',
      overflowY: 'auto',
      bg: 'bg.panel',
      boxShadow: 'lg',
      color: 'inherit',
      textStyle: 'sm',
      '&[open]': { animation: 'slide-from-left-full 0.2s ease-out', _motionReduce: { animation: 'none' } },
      _backdrop: { bg: 'backdrop' },
    },
  },
})
