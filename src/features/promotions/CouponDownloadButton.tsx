import { useState } from 'react'
import { Button, HStack, Text } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { fetchCouponFile } from '@/api/files'
import type { Id } from '@/api/queryKeys'
import { COUPON_FILE_NAME } from '@/config'
import { saveBlob } from './saveBlob'

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
    <HStack gap="2">
      <Button
        size="xs"
        variant="outline"
        loading={busy}
        onClick={() => void download()}
        aria-label={`Download coupon of ${title}`}
        title="Download coupon"
      >
        <Download aria-hidden />
        Coupon
      </Button>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </HStack>
  )
}
