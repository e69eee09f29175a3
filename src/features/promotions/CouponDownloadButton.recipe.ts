import { defineSlotRecipe } from '@pandacss/dev'

/** A promotion's coupon download in its row's actions. */
export const ncCouponRecipe = defineSlotRecipe({
  className: 'nc-coupon',
  slots: ['root', 'error'],
  base: {
    root: { display: 'flex', alignItems: 'center', gap: '2' },
    error: { color: 'fg.error', fontSize: 'sm' },
  },
})
