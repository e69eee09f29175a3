import { Checkbox, CheckboxGroup, Fieldset, Stack, Text } from '@chakra-ui/react'
import { useField } from 'formik'
import { errorText } from '@/api/errors'
import type { FieldDef } from '@/features/forms/field'
import { useOptions } from '../options'
import { isRequiredField } from './FieldShell'
import { useVisibleError } from './useVisibleError'

/** Selected values from the stored form: a joined string (users' roles 'Viewer,Admin') or a list. */
export function splitSelection(value: unknown, joinWith: string | undefined): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (typeof value !== 'string' || value.trim() === '') return []
  return joinWith ? value.split(joinWith).map((v) => v.trim()).filter(Boolean) : [value]
}

/** Checked values back into the stored form, in the options' order; nothing checked is null. */
export function joinSelection(selected: readonly string[], joinWith: string | undefined): string | string[] | null {
  if (selected.length === 0) return null
  return joinWith === undefined ? [...selected] : selected.join(joinWith)
}

export function MultiSelectInput({ field }: { field: FieldDef }) {
  const [props, , helpers] = useField<string | string[] | null>(field.name)
  const { options, isLoading, error: loadError } = useOptions(field.options)
  const error = useVisibleError(field.name)
  const selected = splitSelection(props.value, field.joinWith)
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>
        {field.label}
        {isRequiredField(field) && <span aria-hidden> *</span>}
      </Fieldset.Legend>
      <CheckboxGroup
        name={field.name}
        value={selected}
        onValueChange={(next) => {
          const ordered = options.map((o) => o.value).filter((v) => next.includes(v))
          void helpers.setValue(joinSelection(ordered, field.joinWith))
        }}
      >
        <Stack direction="row" wrap="wrap" gap="4">
          {options.map((o) => (
            <Checkbox.Root key={o.value} value={o.value} onBlur={() => void helpers.setTouched(true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{o.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </CheckboxGroup>
      {isLoading && <Text color="fg.muted" fontSize="sm">Loading options…</Text>}
      {loadError && (
        <Text role="alert" color="fg.error" fontSize="sm">
          Options could not be loaded: {errorText(loadError)}
        </Text>
      )}
      {field.help && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  )
}
