import { useField } from 'formik'
import type { Id } from '@/api/queryKeys'
import { errorText } from '@/api/errors'
import type { FieldDef } from '@/features/forms/field'
import { NativeSelect } from '@/ui/NativeSelect'
import { useOptions } from '../options'
import { FieldShell } from './FieldShell'
import { FieldNote, LoadingNote } from './FieldNote'
import { useVisibleError } from './useVisibleError'
import { useLingui } from '@lingui/react'

/** A native select (keyboard and screen readers for free); the record keeps the option's id, or null. */
export function SelectInput({ field }: { field: FieldDef }) {
  const { _ } = useLingui()
  const [props, , helpers] = useField<Id | null>(field.name)
  const { options, isLoading, error: loadError } = useOptions(field.options)
  const error = useVisibleError(field.name)
  const current = props.value === null || props.value === undefined ? '' : String(props.value)
  const known = options.some((o) => o.value === current)
  return (
    <FieldShell field={field} error={error}>
      {(control) => (
        <>
          <NativeSelect
            {...control}
            disabled={isLoading}
            name={field.name}
            value={current}
            onBlur={props.onBlur}
            onChange={(e) => {
              const option = options.find((o) => o.value === e.target.value)
              void helpers.setValue(option ? option.id : null)
            }}
          >
            <option value="">{isLoading ? _('Loading…') : '—'}</option>
            {/* A value the list does not (yet) hold stays selected instead of silently turning empty. */}
            {current && !known && <option value={current}>{isLoading ? _('Loading…') : current}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
          {isLoading && <LoadingNote>{_('Loading options…')}</LoadingNote>}
          {loadError && (
            <FieldNote error>{_('Options could not be loaded: {error}', { error: errorText(loadError) })}</FieldNote>
          )}
        </>
      )}
    </FieldShell>
  )
}
