import type { Values } from './recordValues'

/** A field both sides changed to different values: the person picks one before anything is saved. */
export interface FieldConflict {
  name: string
  /** What this user typed. */
  mine: unknown
  /** What is saved on the server now. */
  theirs: unknown
}

export interface MergeResult {
  /** The form's values: this user's changes over the server's record as it is now. */
  values: Values
  /** Fields both changed differently; `values` holds this user's value for each until a choice is made. */
  conflicts: FieldConflict[]
  /** Whether anything of the record changed on the server since `base`. */
  changedSince: boolean
}

const blank = (v: unknown) => v === null || v === undefined || v === ''

/**
 * Two field values mean the same: blanks are alike (the form keeps '' where the server sent null), and objects
 * (images, lists) compare by content.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true
  if (Object.is(a, b)) return true
  if (typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b)
  return false
}

/**
 * A three-way merge of one record's fields, by field (see docs/decisions.md, "Saves that never overwrite"): what only
 * this user changed since `base` is theirs to keep, what only the server changed stays, and a field both changed to
 * different values is a conflict. Without a base (a draft kept before drafts kept one) every field this user's values
 * hold differently from the server's is a conflict: nothing is overwritten blindly.
 */
export function threeWayMerge(
  fields: readonly string[],
  base: Values | undefined,
  mine: Values,
  theirs: Values,
): MergeResult {
  const values: Values = { ...mine }
  const conflicts: FieldConflict[] = []
  for (const name of fields) {
    if (!Object.hasOwn(mine, name)) {
      values[name] = theirs[name]
      continue
    }
    const mineChanged = base === undefined || !sameValue(mine[name], base[name])
    const theirsChanged = base === undefined || !sameValue(theirs[name], base[name])
    if (!mineChanged) values[name] = theirs[name]
    else if (theirsChanged && !sameValue(mine[name], theirs[name]))
      conflicts.push({ name, mine: mine[name], theirs: theirs[name] })
  }
  // Without a base, only a conflict shows that anything changed.
  const changedSince =
    base === undefined ? conflicts.length > 0 : fields.some((name) => !sameValue(theirs[name], base[name]))
  return { values, conflicts, changedSince }
}

/** The fields whose values differ between two versions of a record, in the order given. */
export function changedFields(fields: readonly string[], before: Values, after: Values): string[] {
  return fields.filter((name) => !sameValue(before[name], after[name]))
}
