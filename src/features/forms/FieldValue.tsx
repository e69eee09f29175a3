import { useLingui } from '@lingui/react'
import type { FieldDef } from './field'
import { formatNumber } from './convert'
import { apiDateToDisplay } from './dateValue'
import { useOptions } from './options'
import { SafeHtml } from './sanitize'

/** Text of a select's value (or a multiselect's values): the options' labels, the raw value until they load. */
function OptionText({ field, value }: { field: FieldDef; value: unknown }) {
  const { options } = useOptions(field.options)
  const values = Array.isArray(value)
    ? value
    : field.joinWith && typeof value === 'string'
      ? value.split(field.joinWith).filter(Boolean)
      : [value]
  return <>{values.map((v) => options.find((o) => o.value === String(v))?.label ?? String(v)).join(', ')}</>
}

/**
 * A field's value shown read-only in the user's language, as its input would show it: option names, Yes/No, a decimal
 * comma in German, DD.MM.YYYY, rich text rendered (sanitized), an image's address. A password is never shown.
 */
export function FieldValue({ field, value }: { field: FieldDef; value: unknown }) {
  const { _ } = useLingui()
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return <em>{_('(empty)')}</em>
  switch (field.input) {
    case 'password':
      return <>{_('(a new password)')}</>
    case 'checkbox':
      return <>{value === true ? _('Yes') : _('No')}</>
    case 'number':
      return <>{formatNumber(value)}</>
    case 'date':
      return <>{apiDateToDisplay(value)}</>
    case 'select':
    case 'multiselect':
      return <OptionText field={field} value={value} />
    case 'richtext':
      return <SafeHtml html={typeof value === 'string' ? value : ''} />
    case 'image': {
      const url = typeof value === 'object' && 'Url' in value ? value.Url : undefined
      return <>{typeof url === 'string' && url ? url : _('(empty)')}</>
    }
    default:
      return <>{typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value)}</>
  }
}
