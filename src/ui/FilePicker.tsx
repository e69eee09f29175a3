import type { ComponentProps } from 'react'
import { Upload } from 'lucide-react'
import { buttonClassName } from './Button'
import { cx } from './cx'
import { filePickerClass as styles } from './filePicker.styles'

export type FilePickerProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The button's text. */
  buttonLabel?: string
  /** What is chosen, shown beside the button. */
  chosen?: string
}

/** A file input drawn as the kit's outline button, instead of the browser's own "Choose File" control. */
export function FilePicker({ buttonLabel = 'Choose file', chosen, className, ...rest }: FilePickerProps) {
  return (
    <div className={cx(styles.frame, className)}>
      <input type="file" {...rest} className={styles.nativeInput} />
      <span className={cx(buttonClassName({ variant: 'outline', size: 'sm' }), styles.face)} aria-hidden>
        <Upload />
        {buttonLabel}
      </span>
      {chosen && <span className={styles.chosen}>{chosen}</span>}
    </div>
  )
}
