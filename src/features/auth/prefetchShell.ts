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

/**
 * Downloads the signed-in shell's chunks at the browser's lowest priority (`<link rel="prefetch">`: fetched, not
 * run), so the first signed-in screen does not wait for them (issue 12). Idempotent.
 */
export function prefetchShell() {
  for (const href of shellFiles()) {
    if (document.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) continue
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.href = href
    if (href.endsWith('.js')) link.as = 'script'
    else if (href.endsWith('.css')) link.as = 'style'
    document.head.append(link)
  }
}

/** While the login form is idle (after its own load), prefetch the shell; returns a cancel function. */
export function prefetchShellWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(prefetchShell, 2000)
    return () => clearTimeout(timer)
  }
  let handle = 0
  const whenLoaded = () => {
    handle = window.requestIdleCallback(prefetchShell, { timeout: 5000 })
  }
  if (document.readyState === 'complete') whenLoaded()
  else window.addEventListener('load', whenLoaded, { once: true })
  return () => {
    window.removeEventListener('load', whenLoaded)
    if (handle) window.cancelIdleCallback(handle)
  }
}
