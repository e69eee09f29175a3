import { useField } from 'formik'
import { errorText } from '@/api/errors'
import type { FieldDef } from '@/features/forms/field'
import { Checkbox } from '@/ui/Checkbox'
import { Fieldset } from '@/ui/Fieldset'
import { useOptions } from '../options'
import { FieldNote } from './FieldNote'
import { isRequiredField } from './FieldShell'
import { useVisibleError } from './useVisibleError'
import { multiSelectClass as styles } from './MultiSelectInput.styles'
import { useLingui } from '@lingui/react'

/** Selected values from the stored form: a joined string (users' roles 'Viewer,Admin') or a list. */
export function splitSelection(value: unknown, joinWith: string | undefined): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (typeof value !== 'string' || value.trim() === '') return []
  return joinWith
    ? value
        .split(joinWith)
        .map((v) => v.trim())
        .filter(Boolean)
    : [value]
}

/** Checked values back into the stored form, in the options' order; nothing checked is null. */
export function joinSelection(selected: readonly string[], joinWith: string | undefined): string | string[] | null {
  if (selected.length === 0) return null
  return joinWith === undefined ? [...selected] : selected.join(joinWith)
}

export function MultiSelectInput({ field }: { field: FieldDef }) {
  const { _ } = useLingui()
  const [props, , helpers] = useField<string | string[] | null>(field.name)
  const { options, isLoading, error: loadError } = useOptions(field.options)
  const error = useVisibleError(field.name)
  const selected = splitSelection(props.value, field.joinWith)
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...selected, value] : selected.filter((v) => v !== value)
    const ordered = options.map((o) => o.value).filter((v) => next.includes(v))
    void helpers.setValue(joinSelection(ordered, field.joinWith))
  }
  return (
    <Fieldset legend={field.label} required={isRequiredField(field)} helper={field.help} error={error}>
      <div className={styles.row}>
        {options.map((o) => (
          <Checkbox
            key={o.value}
            name={field.name}
            value={o.value}
            checked={selected.includes(o.value)}
            onChange={(e) => toggle(o.value, e.target.checked)}
            onBlur={() => void helpers.setTouched(true)}
          >
            {o.label}
          </Checkbox>
        ))}
      </div>
      {isLoading && <FieldNote>{_('Loading options…')}</FieldNote>}
      {loadError && (
        <FieldNote error>{_('Options could not be loaded: {error}', { error: errorText(loadError) })}</FieldNote>
      )}
    </Fieldset>
  )
}
