import { useLingui } from '@lingui/react'
import type { FieldDef } from '@/features/forms/field'
import { FieldValue } from '@/features/forms/FieldValue'
import { Radio } from '@/ui/Radio'
import { mergeViewClass as s } from './mergeViews.styles'
import type { FieldConflict } from './threeWayMerge'

interface ConflictChoiceProps {
  field: FieldDef
  conflict: FieldConflict
  chosen: 'mine' | 'theirs' | undefined
  onChoose(side: 'mine' | 'theirs'): void
}

/**
 * A field both this user and someone else changed: both values side by side, as the field shows them (rich text
 * rendered), and nothing is saved until one is chosen. The field below then holds the choice, still editable.
 */
export default function ConflictChoice({ field, conflict, chosen, onChoose }: ConflictChoiceProps) {
  const { _ } = useLingui()
  const label = _(field.label)
  return (
    <fieldset className={s.conflict} data-conflict={field.name}>
      <legend className={s.legend}>{_('{field}: choose which value to keep', { field: label })}</legend>
      <div className={s.sides}>
        <Radio name={`conflict-${field.name}`} checked={chosen === 'mine'} onChange={() => onChoose('mine')}>
          <strong>{_('Your value')}</strong>
          <span className={s.value}>
            <FieldValue field={field} value={conflict.mine} />
          </span>
        </Radio>
        <Radio name={`conflict-${field.name}`} checked={chosen === 'theirs'} onChange={() => onChoose('theirs')}>
          <strong>{_('Saved meanwhile')}</strong>
          <span className={s.value}>
            <FieldValue field={field} value={conflict.theirs} />
          </span>
        </Radio>
      </div>
    </fieldset>
  )
}
