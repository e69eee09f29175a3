import type { ReactNode } from 'react'
import { useId } from 'react'
import { fieldsetClass } from './field.styles'

export interface FieldsetProps {
  legend: ReactNode
  required?: boolean
  helper?: ReactNode
  error?: string
  children: ReactNode
}

/** Chakra's Fieldset (recipe: legend, content, helper and error text) on a native <fieldset>: a group of controls. */
export function Fieldset({ legend, required = false, helper, error, children }: FieldsetProps) {
  const id = useId()
  const slots = fieldsetClass
  const describedBy = [helper ? `${id}-helper` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ')
  return (
    <fieldset
      className={slots.root}
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend id={`${id}-legend`} className={slots.legend}>
        {legend}
        {required && <span aria-hidden> *</span>}
      </legend>
      <div className={slots.content}>{children}</div>
      {helper && (
        <div id={`${id}-helper`} className={slots.helperText}>
          {helper}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className={slots.errorText} aria-live="polite">
          {error}
        </div>
      )}
    </fieldset>
  )
}
