import { useLingui } from '@lingui/react'
import type { FieldDef } from '@/features/forms/field'
import { FieldValue } from '@/features/forms/FieldValue'
import { visuallyHiddenClass } from '@/ui/feedback.styles'
import { mergeViewClass as s } from './mergeViews.styles'
import type { Values } from './recordValues'

interface ChangeListProps {
  id?: string
  fields: readonly FieldDef[]
  /** The values before; without them, the list shows the values alone. */
  before?: Values
  after: Values
  label?: string
}

/**
 * What this save changes, field by field: old → new, in the form's labels and the user's language; or, with no values
 * before, the values alone (a draft whose record is gone).
 */
export default function ChangeList({ id, fields, before, after, label }: ChangeListProps) {
  const { _ } = useLingui()
  return (
    <dl id={id} className={s.changes} aria-label={label ?? _('Changes this save makes')}>
      {fields.map((field) => (
        <div key={field.name} className={s.change}>
          <dt className={s.changeLabel}>{_(field.label)}</dt>
          <dd className={s.changeValues}>
            {before && (
              <>
                <span className={s.value}>
                  <FieldValue field={field} value={before[field.name]} />
                </span>
                <span aria-hidden>→</span>
                <span className={visuallyHiddenClass}>{_('becomes')}</span>
              </>
            )}
            <span className={s.value}>
              <FieldValue field={field} value={after[field.name]} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
