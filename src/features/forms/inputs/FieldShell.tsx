import type { ReactNode } from 'react'
import type { FieldDef } from '@/features/forms/field'
import { Field, type ControlProps } from '@/ui/Field'
import { includesRequired } from '../rules'

export function isRequiredField(field: FieldDef): boolean {
  return includesRequired(field.rules)
}

/** Label, help and error around one control, which takes the Field's ids and state (as a function child, or useFieldControl). */
export function FieldShell({
  field,
  error,
  children,
}: {
  field: FieldDef
  error: string | undefined
  children: ReactNode | ((control: ControlProps) => ReactNode)
}) {
  return (
    <Field label={field.label} required={isRequiredField(field)} helper={field.help} error={error}>
      {children}
    </Field>
  )
}
