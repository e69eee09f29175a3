import { useState } from 'react'
import { Download } from 'lucide-react'
import { fetchCouponFile } from '@/api/files'
import type { Id } from '@/api/queryKeys'
import { COUPON_FILE_NAME } from '@/config'
import { saveBlob } from './saveBlob'
import '@/theme/controls.css'
import './CouponDownloadButton.css'

/** Downloads a promotion's coupon (GET /files/coupons?id=) and saves it as file.txt (spec §7, design §8.22). */
export function CouponDownloadButton({ promotionId, title }: { promotionId: Id; title: string }) {
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
    <div className="nc-coupon">
      <button
        type="button"
        className="nc-control-button nc-control-button--xs nc-control-button--outline"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void download()}
        aria-label={`Download coupon of ${title}`}
        title="Download coupon"
      >
        {/* While it downloads, a spinner holds the button's place and size (Chakra's loading button). */}
        <span className={busy ? 'nc-coupon__face nc-coupon__face--hidden' : 'nc-coupon__face'}>
          <Download aria-hidden />
          Coupon
        </span>
        {busy && <span className="nc-spinner nc-coupon__spinner" aria-hidden />}
      </button>
      {error && (
        <p role="alert" className="nc-coupon__error">
          {error}
        </p>
      )}
    </div>
  )
}
