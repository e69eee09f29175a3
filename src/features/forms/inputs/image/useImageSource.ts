import { useEffect, useState } from 'react'
import { fetchImageBlob, isAbsoluteUrl } from '@/api/images'

type Loaded = { path: string; src: string } | { path: string; failed: true }

/**
 * What an <img> can show for a stored image: an absolute URL as it is; a relative path fetched through the API client
 * (the token is sent) and shown from a blob (see docs/decisions.md, "Images").
 */
export function useImageSource(url: string): { src: string | undefined; failed: boolean } {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const relative = url !== '' && !isAbsoluteUrl(url)
  useEffect(() => {
    if (!relative) return
    const controller = new AbortController()
    let objectUrl: string | undefined
    fetchImageBlob(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob)
        setLoaded({ path: url, src: objectUrl })
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ path: url, failed: true })
      },
    )
    return () => {
      controller.abort()
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url, relative])
  if (!url) return { src: undefined, failed: false }
  if (!relative) return { src: url, failed: false }
  if (loaded?.path !== url) return { src: undefined, failed: false }
  return 'src' in loaded ? { src: loaded.src, failed: false } : { src: undefined, failed: true }
}
