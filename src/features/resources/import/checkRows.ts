import type { Id } from '@/api/queryKeys'
import { IMPORT_CHECK_ROWS } from '@/config'
import { FORM_PARSE_PARAMS, formSchemaOf } from '@/features/forms/formSchema'
import { parseDateValue } from '@/features/forms/dateValue'
import { i18n } from '@/i18n/i18n'
import { newRecord, type Values } from '../edit/recordValues'
import { sameValue } from '../edit/threeWayMerge'
import type { CsvDialect } from '../export/csv'
import type { AnyResource, BaseRecord } from '../types'
import { cellValue, type Lookups } from './cellValue'
import type { Target } from './headers'
import { yieldToMain } from '../yieldToMain'

/** A bad cell: its field's label (a catalog id) and the rule's message. */
export interface CellIssue {
  field: string
  message: string
  /** The cell's text as the file has it (shown as text, never as markup). */
  value?: string
}

/** A row that cannot be imported, by its line in the file (the header is line 1). */
export interface BadRow {
  line: number
  issues: CellIssue[]
}

/** A good row: a record to create, or the changed fields of one to update, or nothing to do. */
export type PlannedRow =
  | { line: number; kind: 'create'; values: Values }
  | { line: number; kind: 'update'; id: Id; current: BaseRecord; changes: Values }
  | { line: number; kind: 'unchanged'; id: Id }

export interface CheckContext {
  resource: AnyResource
  columns: readonly (Target | undefined)[]
  dialect: CsvDialect
  lookups: Lookups
  /** The list's records by id (its parent's, without search or filter): what an id in the file may name. */
  current: ReadonlyMap<string, BaseRecord>
  /** The parent on screen: every created row's parent. */
  parentId: Id | undefined
}

/** A stored value as the file's would be read: a server's ISO date with its time is the day it names. */
const comparable = (ctx: CheckContext, name: string, value: unknown) =>
  ctx.resource.fields.find((f) => f.name === name)?.input === 'date' ? (parseDateValue(value) ?? value) : value

/** The rules' issues by field, as the edit dialog shows them; an update's only for the fields it changes. */
function ruleIssues(
  ctx: CheckContext,
  values: Values,
  raw: ReadonlyMap<string, string>,
  { isNew, only, named }: { isNew: boolean; only?: ReadonlySet<string>; named: readonly CellIssue[] },
): CellIssue[] {
  const parsed = formSchemaOf(ctx.resource, { isNew }).safeParse(values, FORM_PARSE_PARAMS)
  const issues: CellIssue[] = []
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0] ?? '')
    if (only && !only.has(name)) continue
    const field = ctx.resource.fields.find((f) => f.name === name)
    // A cell already refused (a name no option has) is not also "required".
    if (named.some((n) => n.field === field?.label)) continue
    issues.push({ field: field?.label ?? name, message: issue.message, value: raw.get(name) })
  }
  return issues
}

/** One data row checked: what it would write, or why it cannot. `seen` holds the ids of earlier rows. */
export function checkRow(
  ctx: CheckContext,
  cells: readonly string[],
  line: number,
  seen: Set<string>,
): PlannedRow | BadRow {
  const file: Values = {}
  const issues: CellIssue[] = []
  const raw = new Map<string, string>()
  let idText = ''
  ctx.columns.forEach((target, i) => {
    const text = cells[i] ?? ''
    if (!target) return
    if (target.kind === 'id') idText = text.trim()
    else {
      raw.set(target.field.name, text)
      const cell = cellValue(target.field, text, ctx.dialect, ctx.lookups)
      if ('error' in cell) issues.push({ field: target.field.label, message: cell.error, value: text })
      else file[target.field.name] = cell.value
    }
  })
  if (idText === '') {
    const values = { ...newRecord(ctx.resource, ctx.parentId), ...file }
    const all = [...issues, ...ruleIssues(ctx, values, raw, { isNew: true, named: issues })]
    return all.length > 0 ? { line, issues: all } : { line, kind: 'create', values }
  }
  const current = ctx.current.get(idText)
  if (!current || seen.has(idText)) {
    const message = current
      ? i18n._('This id is in an earlier line.')
      : i18n._('No record of this list has the id {id}.', { id: idText })
    return { line, issues: [{ field: 'Id', message, value: idText }, ...issues] }
  }
  seen.add(idText)
  const changed = Object.keys(file).filter((name) => !sameValue(comparable(ctx, name, current[name]), file[name]))
  const all = [
    ...issues,
    ...ruleIssues(ctx, { ...current, ...file }, raw, { isNew: false, only: new Set(changed), named: issues }),
  ]
  if (all.length > 0) return { line, issues: all }
  if (changed.length === 0) return { line, kind: 'unchanged', id: current.id }
  const changes = Object.fromEntries(changed.map((name) => [name, file[name]]))
  return { line, kind: 'update', id: current.id, current, changes }
}

export interface ImportPlan {
  /** Rows that can be written, in the file's order. */
  rows: PlannedRow[]
  bad: BadRow[]
}

/** Every data row checked, IMPORT_CHECK_ROWS per task: 10,000 rows do not hold the page. */
export async function checkRows(ctx: CheckContext, rows: readonly (readonly string[])[]): Promise<ImportPlan> {
  const plan: ImportPlan = { rows: [], bad: [] }
  const seen = new Set<string>()
  for (let start = 0; start < rows.length; start += IMPORT_CHECK_ROWS) {
    rows.slice(start, start + IMPORT_CHECK_ROWS).forEach((cells, i) => {
      const row = checkRow(ctx, cells, start + i + 2, seen)
      if ('issues' in row) plan.bad.push(row)
      else plan.rows.push(row)
    })
    if (start + IMPORT_CHECK_ROWS < rows.length) await yieldToMain()
  }
  return plan
}

/** How many of each the preview says. */
export function planCounts(plan: ImportPlan) {
  const count = (kind: PlannedRow['kind']) => plan.rows.filter((row) => row.kind === kind).length
  return { create: count('create'), update: count('update'), unchanged: count('unchanged'), bad: plan.bad.length }
}
