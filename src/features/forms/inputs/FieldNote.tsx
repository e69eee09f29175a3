import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { spinner } from 'styled-system/recipes'

const muted = css({ textStyle: 'sm', color: 'fg.muted' })
const failed = css({ textStyle: 'sm', color: 'fg.error' })
const loading = css({ display: 'flex', alignItems: 'center', gap: '2' })
const inputHigh = css({ minH: '10' })

/** A line of small text under a control: muted, or an error announced as an alert. */
export function FieldNote({ children, error = false }: { children: ReactNode; error?: boolean }) {
  return error ? (
    <p role="alert" className={failed}>
      {children}
    </p>
  ) : (
    <p className={muted}>{children}</p>
  )
}

/** A muted line with Chakra's spinner: something of the field is still loading; `tall` holds an input's height. */
export function LoadingNote({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <div className={cx(muted, loading, tall && inputHigh)}>
      <span className={spinner({ size: 'sm' })} aria-hidden />
      <span>{children}</span>
    </div>
  )
}
