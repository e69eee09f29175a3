/** The id of the JSON list the build writes into index.html (build/shellChunks.ts). */
const SHELL_CHUNKS_ID = 'shell-chunks'

function shellFiles(): string[] {
  const text = document.getElementById(SHELL_CHUNKS_ID)?.textContent
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
  if (href.endsWith('.js')) link.as = 'script'
  else if (href.endsWith('.css')) link.as = 'style'
  return link
}

const isPrefetched = (href: string) => Boolean(document.head.querySelector(`link[rel="prefetch"][href="${href}"]`))

/**
 * While the login form is idle (after its own load), downloads the signed-in shell's chunks at the browser's lowest
 * priority (`<link rel="prefetch">`: fetched, not run), so the first signed-in screen does not wait for them
 * (issue 12). Each link costs main-thread time, so they are added only while an idle period lasts, the rest in the
 * next ones: the form never meets a long task of its own prefetching. Returns a cancel function.
 */
export function prefetchShellWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(() => {
      for (const href of shellFiles()) if (!isPrefetched(href)) document.head.append(prefetchLink(href))
    }, 2000)
    return () => clearTimeout(timer)
  }
  let handle = 0
  let pending: string[] | undefined
  const step = (deadline: IdleDeadline) => {
    pending ??= shellFiles()
    while (pending.length > 0 && deadline.timeRemaining() > 0) {
      const href = pending.shift()!
      if (!isPrefetched(href)) document.head.append(prefetchLink(href))
    }
    handle = pending.length > 0 ? window.requestIdleCallback(step, { timeout: 5000 }) : 0
  }
  const whenLoaded = () => {
    handle = window.requestIdleCallback(step, { timeout: 5000 })
  }
  if (document.readyState === 'complete') whenLoaded()
  else window.addEventListener('load', whenLoaded, { once: true })
  return () => {
    window.removeEventListener('load', whenLoaded)
    if (handle) window.cancelIdleCallback(handle)
  }
}
