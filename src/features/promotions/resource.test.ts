// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { formErrors } from '@/test/support/forms'
import { SCREENS } from '@/features/shell/screens'
import { promotions } from './view'

describe('promotions declaration', () => {
  test('Editor screen, API path /promotions, 7 a page', () => {
    expect(promotions.screen).toBe(SCREENS.promotions)
    expect([promotions.path, promotions.pageSize]).toEqual(['/promotions', 7])
  })
  test('the coupon is a file field keeping its name in couponFileName (see docs/decisions.md, "Promotion coupons")', () => {
    expect(promotions.fields.find((f) => f.name === 'couponFileId')).toMatchObject({
      input: 'file',
      fileNameField: 'couponFileName',
    })
  })
  test('the insurance comes from the insurance dictionary and is required', () => {
    expect(promotions.fields.find((f) => f.name === 'insuranceId')?.options).toEqual({
      kind: 'dictionary',
      dictionary: 'insurance',
    })
    expect(formErrors(promotions, { title: 'x' }, { isNew: true }).insuranceId).toBeTruthy()
  })
  test('valid to must be later than valid from', () => {
    const base = { title: 'Spring', insuranceId: 1, validFrom: '2026-05-01' }
    expect(formErrors(promotions, { ...base, validTo: '2026-04-30' }, { isNew: true }).validTo).toBeTruthy()
    expect(formErrors(promotions, { ...base, validTo: '2026-05-31' }, { isNew: true })).toEqual({})
  })
  test('only a promotion with a coupon offers the download', () => {
    const withCoupon = promotions.schema.parse({
      id: 3,
      title: 'A',
      insuranceId: 1,
      couponFileId: 9,
      couponFileName: 'c.txt',
    })
    const without = promotions.schema.parse({ id: 4, title: 'B', insuranceId: 1, couponFileId: null })
    expect(promotions.renderActions?.(withCoupon)).toBeTruthy()
    expect(promotions.renderActions?.(without)).toBeNull()
  })
})
