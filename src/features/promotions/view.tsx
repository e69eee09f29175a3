import { apiDateToDisplay } from '@/features/forms/dateValue'
import { defineView } from '@/features/resources/defineView'
import { recordName } from '@/features/resources/recordName'
import { promotions as declaration } from './resource'
import { resolveInsuranceName } from '@/features/dictionaries/insuranceName'
import { CouponDownloadButton } from './CouponDownloadButton'

export const promotions = defineView('promotions', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'insuranceId', label: 'Insurance' },
    { name: 'code', label: 'Code' },
    { name: 'validFrom', label: 'Valid from' },
    { name: 'validTo', label: 'Valid to' },
    { name: 'couponFileId', label: 'Coupon file' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    {
      key: 'insurance',
      header: 'Insurance',
      dictionary: 'insurance',
      cell: (r, insurers) => resolveInsuranceName(insurers, r.insuranceId, r.insurance),
    },
    { key: 'code', header: 'Code' },
    { key: 'validFrom', header: 'Valid from', cell: (r) => apiDateToDisplay(r.validFrom) },
    { key: 'validTo', header: 'Valid to', cell: (r) => apiDateToDisplay(r.validTo) },
  ],
  renderActions: (r) =>
    r.couponFileId === null || r.couponFileId === undefined || r.couponFileId === '' ? null : (
      <CouponDownloadButton promotionId={r.id} title={recordName(declaration, r)} />
    ),
})
