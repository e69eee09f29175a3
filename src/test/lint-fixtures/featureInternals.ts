// layers.test.ts lints this as if it sat in patients/ (one feature importing another's internals) and in resources/
// (a shared folder importing a feature).
import { CouponDownloadButton } from '@/features/promotions/CouponDownloadButton'

export const Fixture = CouponDownloadButton
