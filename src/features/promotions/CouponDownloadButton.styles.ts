import { ncCoupon } from 'styled-system/recipes'

/** A promotion's coupon download in its row's actions. */
export const couponStyles = ncCoupon()
