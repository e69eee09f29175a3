import { useRef, useState } from 'react'
import { useField } from 'formik'
import { CalendarDays } from 'lucide-react'
import type { FieldDef } from '@/features/forms/field'
import { IconButton } from '@/ui/IconButton'
import { Input } from '@/ui/Input'
import { displayDateToApi, parseDateValue } from '../convert'
import { apiDateToDisplay } from '../dateValue'
import { FieldShell } from './FieldShell'
import { useVisibleError } from './useVisibleError'
import { dateInputClass as styles } from './DateInput.styles'
import { useLingui } from '@lingui/react'

/**
 * Typed DD.MM.YYYY, stored as YYYY-MM-DD (see docs/decisions.md, "Dates"). Text that is no date stays as typed in the
 * form value, so the form schema reports it instead of the date silently turning empty. The calendar is the browser's
 * own.
 */
export function DateInput({ field }: { field: FieldDef }) {
  const { _ } = useLingui()
  const [props, , helpers] = useField<string | null>(field.name)
  const value = props.value
  const [text, setText] = useState(() => apiDateToDisplay(value))
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    const textMeans = displayDateToApi(text) ?? (text.trim() === '' ? undefined : text)
    if (textMeans !== (parseDateValue(value) ?? value ?? undefined)) setText(apiDateToDisplay(value))
  }
  const picker = useRef<HTMLInputElement>(null)
  const error = useVisibleError(field.name)

  const commit = (typed: string) => {
    setText(typed)
    void helpers.setValue(typed.trim() === '' ? null : (displayDateToApi(typed) ?? typed))
  }

  return (
    <FieldShell field={field} error={error}>
      {(control) => (
        <div className={styles.group}>
          <Input
            {...control}
            className={styles.attachedInput}
            name={field.name}
            placeholder={_('DD.MM.YYYY')}
            inputMode="numeric"
            value={text}
            onBlur={(e) => {
              // A date typed another way (1.5.2026, 2026-05-01) reads as DD.MM.YYYY once the field is left.
              if (parseDateValue(value)) setText(apiDateToDisplay(value))
              props.onBlur(e)
            }}
            onChange={(e) => commit(e.target.value)}
          />
          <IconButton
            variant="outline"
            className={styles.attachedButton}
            aria-label={`Pick ${field.label} from a calendar`}
            onClick={() => {
              const input = picker.current
              if (!input) return
              try {
                input.showPicker()
              } catch {
                // No picker API here (older browsers, jsdom) or not allowed: typing the date still works.
                input.click()
              }
            }}
          >
            <CalendarDays />
          </IconButton>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={parseDateValue(value) ?? ''}
            onChange={(e) => {
              if (e.target.value) commit(apiDateToDisplay(e.target.value))
            }}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
          />
        </div>
      )}
    </FieldShell>
  )
}
