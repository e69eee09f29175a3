import { useState } from 'react'
import { useField } from 'formik'
import type { FieldDef } from '@/features/forms/field'
import { Input } from '@/ui/Input'
import { formatNumber, numberValue } from '../convert'
import { FieldShell } from './FieldShell'
import { useVisibleError } from './useVisibleError'

/**
 * Number mode: the form keeps the parsed float (a decimal comma counts), null when blank, or NaN for unreadable text,
 * which the form's rules report (rules.ts, `numberText`), so saving never silently drops it; the input keeps the typed
 * text, so "1," can become "1,5".
 */
export function NumberInput({ field }: { field: FieldDef }) {
  const [props, , helpers] = useField<number | null>(field.name)
  const value = props.value
  const [text, setText] = useState(() => formatNumber(value))
  const [shownValue, setShownValue] = useState(value)
  // A value set from outside (record loaded, form reset) replaces the text unless the text already means it.
  // Object.is: NaN (unreadable text) is the same value as itself.
  if (!Object.is(value, shownValue)) {
    setShownValue(value)
    if (!Object.is(numberValue(text), value ?? null)) setText(formatNumber(value))
  }
  const error = useVisibleError(field.name)
  return (
    <FieldShell field={field} error={error}>
      {(control) => (
        <Input
          {...control}
          name={field.name}
          inputMode="decimal"
          value={text}
          onBlur={props.onBlur}
          onChange={(e) => {
            setText(e.target.value)
            void helpers.setValue(numberValue(e.target.value))
          }}
        />
      )}
    </FieldShell>
  )
}
