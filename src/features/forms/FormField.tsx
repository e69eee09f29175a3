import { Field, Input } from '@chakra-ui/react'
import { useField } from 'formik'
import type { FieldDef } from '@/features/resources/types'

/**
 * One form field of a declaration, bound to the surrounding Formik form by `field.name`.
 * Placeholder text input; the forms work replaces the body with the input of `field.input`.
 */
export function FormField({ field }: { field: FieldDef }) {
  const [props, meta] = useField<string | null>(field.name)
  return (
    <Field.Root invalid={Boolean(meta.error)}>
      <Field.Label>{field.label}</Field.Label>
      <Input {...props} value={props.value ?? ''} />
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  )
}
