import { useState } from 'react'
import { Download } from 'lucide-react'
import { fetchCouponFile } from '@/api/files'
import type { Id } from '@/api/queryKeys'
import { COUPON_FILE_NAME } from '@/config'
import { saveBlob } from '@/features/resources/export/saveBlob'
import { Button } from '@/ui/Button'
import { couponStyles as s } from './CouponDownloadButton.styles'
import { useLingui } from '@lingui/react'

/**
 * Downloads a promotion's coupon (GET /files/coupons?id=) and saves it as file.txt (see docs/decisions.md, "Promotion
 * coupons").
 */
export function CouponDownloadButton({ promotionId, title }: { promotionId: Id; title: string }) {
  const { _ } = useLingui()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download() {
    setBusy(true)
    setError(null)
    try {
      saveBlob(await fetchCouponFile(promotionId), COUPON_FILE_NAME)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={s.root}>
      {/* The kit's outline button, as tall as the row's icon buttons; while it downloads, a spinner holds its place. */}
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        onClick={() => void download()}
        aria-label={_('Download coupon of {title}', { title })}
        title={_('Download coupon')}
      >
        <Download aria-hidden />
        {_('Coupon')}
      </Button>
      {error && (
        <p role="alert" className={s.error}>
          {error}
        </p>
      )}
    </div>
  )
}
