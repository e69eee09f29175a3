import { useField } from 'formik'
import type { FieldDef } from '@/features/forms/field'
import { Checkbox } from '@/ui/Checkbox'
import { Field } from '@/ui/Field'
import { useVisibleError } from './useVisibleError'

export function CheckboxInput({ field }: { field: FieldDef }) {
  const [props, , helpers] = useField<boolean | null>(field.name)
  const error = useVisibleError(field.name)
  return (
    <Field helper={field.help} error={error}>
      {(control) => (
        <Checkbox
          {...control}
          name={field.name}
          checked={props.value === true}
          onChange={(e) => void helpers.setValue(e.target.checked)}
          onBlur={() => void helpers.setTouched(true)}
        >
          {field.label}
        </Checkbox>
      )}
    </Field>
  )
}
