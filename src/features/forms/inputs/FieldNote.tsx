import type { ReactNode } from 'react'
import { cx } from '@/ui/cx'
import { Spinner } from '@/ui/Feedback'
import { fieldNoteClass as styles } from './FieldNote.styles'

/** A line of small text under a control: muted, or an error announced as an alert. */
export function FieldNote({ children, error = false, id }: { children: ReactNode; error?: boolean; id?: string }) {
  return error ? (
    <p role="alert" id={id} className={styles.failed}>
      {children}
    </p>
  ) : (
    <p id={id} className={styles.muted}>
      {children}
    </p>
  )
}

/** A muted line with a spinner: something of the field is still loading; `tall` holds an input's height. */
export function LoadingNote({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <div className={cx(styles.muted, styles.loading, tall && styles.inputHigh)}>
      <Spinner aria-hidden />
      <span>{children}</span>
    </div>
  )
}
