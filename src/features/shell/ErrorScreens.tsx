import { useEffect, useState, type ReactNode } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config'
import { isChunkLoadError } from './chunkLoad'
import { Button } from '@/ui/Button'
import { Spinner } from '@/ui/Feedback'
import { errorScreenStyles as s } from './ErrorScreens.styles'
import { useLingui } from '@lingui/react'

// On the kit, whose styles are in the entry stylesheet: these screens also show above the shell, and a screen whose
// chunk did not load must still say so.

function reloadPage() {
  window.location.reload()
}

export function ErrorNotice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div role="alert" className={s.notice}>
      <h1 className={s.title}>{title}</h1>
      <p className={s.text}>{text}</p>
      <div className={s.actions}>{children}</div>
    </div>
  )
}

export function ReloadButton({ outline = false }: { outline?: boolean }) {
  const { _ } = useLingui()
  return (
    <Button variant={outline ? 'outline' : 'solid'} onClick={reloadPage}>
      {_('Reload')}
    </Button>
  )
}

export function ChunkLoadErrorNotice() {
  const { _ } = useLingui()
  return (
    <ErrorNotice
      title={_('ChunkLoadError')}
      text={_('This screen could not be loaded. Check the connection, then reload the page.')}
    >
      <ReloadButton />
    </ErrorNotice>
  )
}

/** The router's error screen: a screen chunk that failed to load, or anything else that broke a screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { _ } = useLingui()
  if (isChunkLoadError(error)) return <ChunkLoadErrorNotice />
  return (
    <ErrorNotice
      title={_('Something went wrong')}
      text={error instanceof Error && error.message ? error.message : String(error)}
    >
      <Button onClick={reset}>{_('Try again')}</Button>
      <ReloadButton outline />
    </ErrorNotice>
  )
}

/**
 * Shown while a screen loads (the router's pending state). A chunk that has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS will not arrive: the browser's own fetch may hang far longer, so the console gives up and
 * offers a reload. Data loaders cannot be the cause: their calls fail at HTTP_TIMEOUT_MS, which is shorter.
 */
export function PendingScreen() {
  const { _ } = useLingui()
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (timedOut) return <ChunkLoadErrorNotice />
  return (
    <div role="status" className={s.pending}>
      <Spinner aria-hidden="true" />
      <span>{_('Loading…')}</span>
    </div>
  )
}
