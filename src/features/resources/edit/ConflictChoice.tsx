import { useLingui } from '@lingui/react'
import type { FieldDef } from '@/features/forms/field'
import { FieldValue } from '@/features/forms/FieldValue'
import { Radio } from '@/ui/Radio'
import { mergeViewClass as s } from './mergeViews.styles'
import type { FieldConflict } from './threeWayMerge'

/** The two values a person chooses between, theirs second (the form holds theirs until chosen). */
const SIDES = [
  { side: 'mine', label: 'Your value' },
  { side: 'theirs', label: 'Saved meanwhile' },
] as const

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
        {SIDES.map(({ side, label }) => (
          <Radio key={side} name={`conflict-${field.name}`} checked={chosen === side} onChange={() => onChoose(side)}>
            <strong>{_(label)}</strong>
            <span className={s.value}>
              <FieldValue field={field} value={conflict[side]} />
            </span>
          </Radio>
        ))}
      </div>
    </fieldset>
  )
}
