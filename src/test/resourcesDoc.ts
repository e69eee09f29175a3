import type { FieldDef, OptionSource } from '@/features/forms/field'
import type { AnyResource } from '@/features/resources/types'
import { ruleName } from '@/features/forms/rules'
import { declarationOf } from '@/features/resources/registry'

/**
 * The two tables of docs/resources.md, written out from the registry: the conformance test checks the file holds
 * exactly these, and `npm run docs:resources` writes them. The prose around them is the file's own.
 */
export const DOC_TABLES_START = '<!-- resource tables: generated from the registry by `npm run docs:resources` -->'
export const DOC_TABLES_END = '<!-- end of the generated resource tables -->'

const routeText = (path: string) => (path === '/' ? '`/`' : path.replace(/\$parentId/g, '{parentId}'))

function screensRow(r: AnyResource): string {
  const writePath = r.writePath
    ? `**${r.writePath}**`
    : r.readOnly
      ? '**read-only** (no create, update, delete)'
      : 'same'
  const routes = [r.screen, ...(r.childScreen ? [r.childScreen] : [])].map((s) => routeText(s.path)).join(' and ')
  const label =
    r.screen.title === r.title ? '' : ` (${r.screen.menu === undefined ? 'title' : 'menu'}: ${r.screen.title})`
  const parentOf = r.parent?.resource ? `${declarationOf(r.parent.resource).suffix.toLowerCase()} ` : ''
  const parent = r.parent ? `${r.parent.optional ? 'optional ' : ''}${parentOf}(\`${r.parent.key}\`)` : '—'
  const filters = (r.filters ?? []).map((f) => {
    const options =
      f.options.kind === 'static' ? `: ${f.options.options.map((o) => `${o.label} '${o.value}'`).join(' / ')}` : ''
    return `\`${f.name}\` = ${f.label}${options}${f.initial === undefined ? ', All = absent' : `, starts at '${f.initial}'`}`
  })
  const children = (r.children ?? []).map((c) => c.label)
  const cells = [
    r.name,
    r.path,
    writePath,
    routes + label,
    r.role,
    parent,
    String(r.pageSize),
    filters.join('; ') || '—',
    children.join(', ') || '—',
  ]
  return `| ${cells.join(' | ')} |`
}

function optionText(options: OptionSource | undefined): string {
  if (!options) return ''
  if (options.kind === 'dictionary') return ` (${options.dictionary})`
  if (options.kind === 'servings') return ' (servings)'
  return ` of ${options.options.map((o) => o.label).join(', ')}`
}

const INPUT_WORDS: Record<FieldDef['input'], string> = {
  text: 'text',
  number: 'number',
  area: 'area',
  select: 'select',
  multiselect: 'multiselect',
  checkbox: 'checkbox',
  date: 'date',
  file: 'file',
  image: 'image',
  richtext: 'rich',
  password: 'password',
}

function fieldText(f: FieldDef): string {
  const rules = (f.rules ?? []).map(ruleName)
  const required = rules.includes('required') ? '*' : ''
  const parts = [
    `${f.name}${required} ${INPUT_WORDS[f.input]}${optionText(f.options)}`,
    ...rules.filter((name) => name !== 'required'),
    ...(f.fileNameField ? [`its name kept in ${f.fileNameField}`] : []),
    ...(f.joinWith ? [`stored joined by '${f.joinWith}'`] : []),
    ...(f.optionalOnEdit ? ['required on create only'] : []),
  ]
  return parts.join(' ')
}

function fieldsRow(r: AnyResource): string {
  const fields = r.readOnly ? 'none editable' : r.fields.map(fieldText).join('; ')
  return `| ${r.name} | ${r.suffix} / ${r.titleProperty} | ${fields} |`
}

export function resourceTables(resources: readonly AnyResource[]): string {
  return [
    DOC_TABLES_START,
    '',
    '## Screens, paths, parents',
    '',
    '| API name | list/get path | write path | route | role | parent (key) | page size | extra filters | children (dialog links) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...resources.map(screensRow),
    '',
    '## Fields',
    '',
    '`*` = required; after the kind come its rules (`integer`, `decimal` ≤ 3 decimals, `email`, `dateMore`, `minField` …).',
    '',
    '| resource | suffix / title property | fields |',
    '|---|---|---|',
    ...resources.map(fieldsRow),
    '',
    DOC_TABLES_END,
  ].join('\n')
}
