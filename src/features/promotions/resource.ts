import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

/** Promotions of insurers, with an optional coupon file (see docs/decisions.md, "Promotion coupons"). */
export const promotions = declareResource({
  name: 'promotions',
  path: '/promotions',
  title: 'Promotions',
  suffix: 'Promotion',
  titleProperty: 'title',
  role: ROLES.EDITOR,
  route: { path: '/promotion-list', menu: 3 },
  pageSize: PAGE_SIZES.standard,
  schema: (f) =>
    f.record({
      title: f.required(f.text),
      insuranceId: f.required(f.dictionary('insurance')),
      /** Name as the server may send it; the dictionary wins. */
      insurance: f.text,
      code: f.text,
      validFrom: f.date,
      validTo: f.after('validFrom', f.date),
      couponFileId: f.file('couponFileName'),
      couponFileName: f.text,
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    promotions: typeof promotions
  }
}
