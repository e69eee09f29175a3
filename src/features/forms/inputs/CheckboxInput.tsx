import { Checkbox, Field } from '@chakra-ui/react'
import { useField } from 'formik'
import type { FieldDef } from '@/features/forms/field'
import { useVisibleError } from './useVisibleError'

export function CheckboxInput({ field }: { field: FieldDef }) {
  const [props, , helpers] = useField<boolean | null>(field.name)
  const error = useVisibleError(field.name)
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        name={field.name}
        checked={props.value === true}
        onCheckedChange={(e) => void helpers.setValue(e.checked === true)}
        onBlur={() => void helpers.setTouched(true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{field.label}</Checkbox.Label>
      </Checkbox.Root>
      {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
