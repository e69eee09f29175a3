import { css } from 'styled-system/css'

/** A promotion's coupon download in its row's actions. */
export const couponStyles = {
  root: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  error: css({ color: 'fg.error', fontSize: 'sm' }),
}
