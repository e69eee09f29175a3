import { useField } from 'formik'
import type { FieldDef } from '@/features/forms/field'
import { Input, Textarea } from '@/ui/Input'
import { textToValue } from '../convert'
import { FieldShell } from './FieldShell'
import { useVisibleError } from './useVisibleError'

/** text, password and area: what is typed, or null when nothing is. */
export function TextInput({ field }: { field: FieldDef }) {
  const [props, , helpers] = useField<string | null>(field.name)
  const error = useVisibleError(field.name)
  const common = {
    name: field.name,
    value: props.value ?? '',
    onBlur: props.onBlur,
    onChange: (e: { target: { value: string } }) => void helpers.setValue(textToValue(e.target.value)),
  }
  return (
    <FieldShell field={field} error={error}>
      {(control) =>
        field.input === 'area' ? (
          <Textarea {...control} {...common} rows={4} />
        ) : (
          <Input
            {...control}
            {...common}
            type={field.input === 'password' ? 'password' : 'text'}
            autoComplete={field.input === 'password' ? 'new-password' : undefined}
          />
        )
      }
    </FieldShell>
  )
}
