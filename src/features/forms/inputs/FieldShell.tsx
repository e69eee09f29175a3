import type { ReactNode } from 'react'
import { Field } from '@chakra-ui/react'
import type { FieldDef } from '@/features/forms/field'
import { includesRequired } from '../rules'

export function isRequiredField(field: FieldDef): boolean {
  return includesRequired(field.rules)
}

/** Label, help and error around one control; Chakra wires the label and error to the control inside. */
export function FieldShell({ field, error, children }: { field: FieldDef; error: string | undefined; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={isRequiredField(field)}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
