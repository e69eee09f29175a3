import type { Ref } from 'react'
import type { FieldDef } from '@/features/forms/field'
import { FormField } from '@/features/forms/FormField'
import { lazyComponent } from '@/ui/lazyComponent'
import type { FieldConflict } from './threeWayMerge'

// Shown only after a merge: its code (and the sanitizer rich text needs) loads then.
const ConflictChoice = lazyComponent(() => import('./ConflictChoice').then((m) => m.default))

interface FormFieldsProps {
  fields: readonly FieldDef[]
  disabled: boolean
  conflicts: readonly FieldConflict[]
  chosen: Readonly<Record<string, 'mine' | 'theirs'>>
  onChoose(name: string, side: 'mine' | 'theirs'): void
  ref: Ref<HTMLFieldSetElement>
}

/** The declared fields, each with its conflict's choice above it when both this user and someone else changed it. */
export function FormFields({ fields, disabled, conflicts, chosen, onChoose, ref }: FormFieldsProps) {
  return (
    <fieldset ref={ref} disabled={disabled} style={{ display: 'contents' }}>
      {fields.map((f) => {
        const conflict = conflicts.find((c) => c.name === f.name)
        return (
          <div key={f.name} style={{ display: 'contents' }}>
            {conflict && (
              <ConflictChoice
                field={f}
                conflict={conflict}
                chosen={chosen[f.name]}
                onChoose={(side) => onChoose(f.name, side)}
              />
            )}
            <FormField field={f} />
          </div>
        )
      })}
    </fieldset>
  )
}
