import type { ReactNode } from 'react'
import { Field } from '@chakra-ui/react'
import type { FieldDef } from '@/features/forms/field'

export function isRequiredField(field: FieldDef): boolean {
  return (field.rules ?? []).some((rule) => rule.name === 'required')
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
