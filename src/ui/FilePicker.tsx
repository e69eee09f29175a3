import type { ComponentProps } from 'react'
import { Upload } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { paletteClass } from './palette'

const frame = css({ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: '3', maxW: 'full' })

// The native picker lies over the styled face, invisible: a click or tap anywhere on it opens the browser's dialog,
// and it keeps the field's label, focus and form behaviour.
const nativeInput = css({ position: 'absolute', inset: '0', opacity: '0', cursor: 'pointer', w: 'full', _disabled: { cursor: 'not-allowed' } })

// The outline button's focus ring (as the kit's outline buttons, gray), shown while the native input has keyboard focus.
const face = css({
  pointerEvents: 'none',
  'input:focus-visible + &': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineOffset: '2px',
    outlineColor: 'colorPalette.focusRing',
  },
  'input:disabled + &': { opacity: '0.5' },
})

const chosenText = css({ textStyle: 'sm', color: 'fg.muted', truncate: true })

export type FilePickerProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The button's text. */
  buttonLabel?: string
  /** What is chosen, shown beside the button. */
  chosen?: string
}

/** A file input drawn as the kit's outline button, instead of the browser's own "Choose File" control. */
export function FilePicker({ buttonLabel = 'Choose file', chosen, className, ...rest }: FilePickerProps) {
  return (
    <div className={cx(frame, className)}>
      <input type="file" {...rest} className={nativeInput} />
      <span className={cx(button({ variant: 'outline', size: 'sm' }), paletteClass.gray, face)} aria-hidden>
        <Upload />
        {buttonLabel}
      </span>
      {chosen && <span className={chosenText}>{chosen}</span>}
    </div>
  )
}
