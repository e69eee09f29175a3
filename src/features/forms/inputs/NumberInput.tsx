import { useCallback, useEffect, useRef, useState } from 'react'
import { useField } from 'formik'
import type { FieldDef } from '@/features/forms/field'
import { Input } from '@/ui/Input'
import { formatNumber, isNumberText, parseNumber } from '../convert'
import { FieldShell } from './FieldShell'
import { useVisibleError } from './useVisibleError'

export const NOT_A_NUMBER = 'Enter a number, e.g. 12,5 or 12.5.'

/**
 * Number mode: the form keeps the parsed float (a decimal comma counts) or null; the input keeps the typed text,
 * so "1," can become "1,5". Unreadable text is a field error, so saving never silently drops it.
 */
export function NumberInput({ field }: { field: FieldDef }) {
  const invalidText = useRef(false)
  const validate = useCallback(() => (invalidText.current ? NOT_A_NUMBER : undefined), [])
  const [props, , helpers] = useField<number | null>({ name: field.name, validate })
  const value = props.value
  const [text, setText] = useState(() => formatNumber(value))
  const [shownValue, setShownValue] = useState(value)
  // A value set from outside (record loaded, form reset) replaces the text unless the text already means it.
  if (value !== shownValue) {
    setShownValue(value)
    if (parseNumber(text) !== (value ?? null)) setText(formatNumber(value))
  }
  useEffect(() => {
    invalidText.current = !isNumberText(text)
  }, [text])
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
            invalidText.current = !isNumberText(e.target.value)
            setText(e.target.value)
            void helpers.setValue(parseNumber(e.target.value))
          }}
        />
      )}
    </FieldShell>
  )
}
