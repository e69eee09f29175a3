import { eachWhenIdle } from './idleSlices'

/** The files of a JSON list the build writes into index.html (build/shellChunks.ts), by its element id. */
function listedFiles(listId: string): string[] {
  const text = document.getElementById(listId)?.textContent
  if (!text) return []
  try {
    const files: unknown = JSON.parse(text)
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && f.startsWith('/')) : []
  } catch {
    return []
  }
}

/** The link that prefetches `href` at the browser's lowest priority (downloaded, not run). */
function prefetchLink(href: string): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'prefetch'
  link.href = href
  if (href.endsWith('.js')) {
    link.as = 'script'
    // Module scripts are fetched in CORS mode: a prefetch in another mode would be a second copy, unused.
    link.crossOrigin = 'anonymous'
  } else if (href.endsWith('.css')) link.as = 'style'
  return link
}

const isPrefetched = (href: string) => Boolean(document.head.querySelector(`link[rel="prefetch"][href="${href}"]`))

/**
 * While the page is idle (after its own load), downloads the chunks of a list the build wrote into index.html at the
 * browser's lowest priority (`<link rel="prefetch">`: fetched, not run), so what the user opens next does not wait
 * for them. Each link costs main-thread time, so they are added in idle slices (idleSlices.ts):
 * the page never meets a long task of its own prefetching. Returns a cancel function.
 */
export function prefetchWhenIdle(listId: string): () => void {
  let cancelSlices: (() => void) | undefined
  const whenLoaded = () => {
    cancelSlices = eachWhenIdle(
      () => listedFiles(listId),
      (href) => {
        if (!isPrefetched(href)) document.head.append(prefetchLink(href))
      },
    )
  }
  if (document.readyState === 'complete') whenLoaded()
  else window.addEventListener('load', whenLoaded, { once: true })
  return () => {
    window.removeEventListener('load', whenLoaded)
    cancelSlices?.()
  }
}
