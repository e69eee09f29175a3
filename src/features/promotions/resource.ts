import { createElement } from 'react'
import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource } from '@/features/resources/types'
import { idSchema, optionalId, optionalText } from '@/features/resources/recordFields'
import { dateMore, required } from '@/features/forms/rules'
import { apiDateToDisplay } from '@/features/forms/convert'
import { InsuranceName } from './InsuranceName'
import { CouponDownloadButton } from './CouponDownloadButton'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  title: optionalText,
  insuranceId: optionalId,
  /** Name as the server may send it; the dictionary wins (spec §3). */
  insurance: optionalText,
  code: optionalText,
  validFrom: optionalText,
  validTo: optionalText,
  couponFileId: optionalId,
  couponFileName: optionalText,
})

/** Promotions of insurers, with an optional coupon file (design §8.22). */
export const promotions = defineResource({
  name: 'promotions',
  path: '/promotions',
  screen: SCREENS.promotions,
  title: 'Promotions',
  suffix: 'Promotion',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    {
      name: 'insuranceId',
      label: 'Insurance',
      input: 'select',
      options: { kind: 'dictionary', dictionary: 'insurance' },
      rules: [required()],
    },
    { name: 'code', label: 'Code', input: 'text' },
    { name: 'validFrom', label: 'Valid from', input: 'date' },
    { name: 'validTo', label: 'Valid to', input: 'date', rules: [dateMore('validFrom', 'Valid from')] },
    { name: 'couponFileId', label: 'Coupon file', input: 'file', fileNameField: 'couponFileName' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    {
      key: 'insurance',
      header: 'Insurance',
      cell: (r) => createElement(InsuranceName, { id: r.insuranceId, fallback: r.insurance }),
    },
    { key: 'code', header: 'Code', hideOnMobile: true },
    { key: 'validFrom', header: 'Valid from', cell: (r) => apiDateToDisplay(r.validFrom), hideOnMobile: true },
    { key: 'validTo', header: 'Valid to', cell: (r) => apiDateToDisplay(r.validTo), hideOnMobile: true },
  ],
  renderActions: (r) =>
    r.couponFileId === null || r.couponFileId === undefined || r.couponFileId === ''
      ? null
      : createElement(CouponDownloadButton, { promotionId: r.id, title: r.title ?? String(r.id) }),
})
