import { useId, useState } from 'react'
import { useLingui } from '@lingui/react'
import { Button } from '@/ui/Button'
import { editDialogClass as styles } from './EditDialog.styles'

interface ChangesToggleProps {
  count: number
  open: boolean
  /** The id of the list it opens. */
  controls: string
  onToggle(): void
}

/** "3 changes" beside Save: opens and closes the list of what this save changes. Nothing when nothing changed. */
export function ChangesToggle({ count, open, controls, onToggle }: ChangesToggleProps) {
  const { _ } = useLingui()
  if (count === 0) return null
  return (
    <Button
      variant="ghost"
      className={styles.changesButton}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {_('{count, plural, one {# change} other {# changes}}', { count })}
    </Button>
  )
}

/** Whether the list of changes is open, and the id that ties the toggle to it. */
export function useChangesToggle() {
  const [open, setOpen] = useState(false)
  return { open, id: useId(), toggle: () => setOpen((v) => !v) }
}
