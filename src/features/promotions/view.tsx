import { dateMore, required } from '@/features/forms/rules'
import { apiDateToDisplay } from '@/features/forms/dateValue'
import { defineView } from '@/features/resources/defineView'
import { InsuranceName } from '@/features/dictionaries/InsuranceName'
import { CouponDownloadButton } from './CouponDownloadButton'

export const promotions = defineView('promotions', {
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
    { key: 'insurance', header: 'Insurance', cell: (r) => <InsuranceName id={r.insuranceId} fallback={r.insurance} /> },
    { key: 'code', header: 'Code', hideOnMobile: true },
    { key: 'validFrom', header: 'Valid from', cell: (r) => apiDateToDisplay(r.validFrom), hideOnMobile: true },
    { key: 'validTo', header: 'Valid to', cell: (r) => apiDateToDisplay(r.validTo), hideOnMobile: true },
  ],
  renderActions: (r) =>
    r.couponFileId === null || r.couponFileId === undefined || r.couponFileId === '' ? null : (
      <CouponDownloadButton promotionId={r.id} title={r.title ?? String(r.id)} />
    ),
})
