import type { Id } from '@/api/queryKeys'
import type { FieldDef } from '@/features/forms/field'
import { isEmptyValue } from '@/features/forms/rules'
import type { AnyResource } from '../types'
import { sameValue } from './threeWayMerge'

/** A record's values as the form holds them. */
export type Values = Record<string, unknown>

/** The values of a new record: the declared defaults, and the parent's id under a parent. */
export function newRecord(resource: AnyResource, parentId: Id | undefined): Values {
  const values: Values = { ...resource.defaults }
  if (resource.parent && parentId !== undefined) values[resource.parent.key] = parentId
  return values
}

/** On edit an optional-on-edit field has no rules, so it is neither marked nor checked as required. */
export function fieldsFor(resource: AnyResource, isNew: boolean): readonly FieldDef[] {
  if (isNew) return resource.fields
  return resource.fields.map((f) => (f.optionalOnEdit ? { ...f, rules: undefined } : f))
}

/** What the form starts with: a saved record's optional-on-edit fields (a password) are never prefilled. */
export function initialValuesOf(resource: AnyResource, record: Values, isNew: boolean): Values {
  if (isNew) return record
  const values = { ...record }
  for (const f of resource.fields) if (f.optionalOnEdit) values[f.name] = ''
  return values
}

/** What a draft keeps: everything typed but a password, which never goes to storage. */
export function draftOf(resource: AnyResource, values: Values): Values {
  const draft = { ...values }
  for (const f of resource.fields) if (f.input === 'password') delete draft[f.name]
  return draft
}

/** What Save sends: an optional-on-edit field left blank is left out, so the server keeps its value. */
export function valuesToSend(resource: AnyResource, record: Values, values: Values, isNew: boolean): Values {
  const merged = { ...record, ...values }
  if (!isNew)
    for (const f of resource.fields) if (f.optionalOnEdit && isEmptyValue(merged[f.name])) delete merged[f.name]
  return merged
}

/** The fields whose values a save would change on the server, passwords aside (never shown). */
export function fieldsChanged(fields: readonly FieldDef[], server: Values, values: Values): FieldDef[] {
  return fields.filter((f) => f.input !== 'password' && !sameValue(server[f.name], values[f.name]))
}

export function allTouched(fields: readonly FieldDef[]) {
  return Object.fromEntries(fields.map((f) => [f.name, true]))
}
