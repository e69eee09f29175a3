import { beforeAll, describe, expect, test } from 'vitest'
import type { I18n } from '@lingui/core'
import { chapters } from '@/features/chapters/view'
import { promotions } from '@/features/promotions/view'
import type { CsvDialect } from '../export/csv'
import type { AnyResource, BaseRecord } from '../types'
import type { Lookups } from './cellValue'
import { checkRows, planCounts, type CheckContext } from './checkRows'
import { bothLanguages, headerKey, headerTargets, matchHeader } from './headers'
import { ImportFileError } from './readCsv'

const EN: CsvDialect = { separator: ',', decimal: '.' }
const DE: CsvDialect = { separator: ';', decimal: ',' }

let languages: I18n[]
let lookups: Lookups
beforeAll(async () => {
  languages = await bothLanguages()
  lookups = {
    choices: new Map([['insuranceId', [{ id: 7, names: ['7', headerKey('AOK Plus')] }]]]),
    yes: new Set(['yes', 'ja', 'true', '1']),
    no: new Set(['no', 'nein', 'false', '0']),
  }
})

function context(
  resource: AnyResource,
  header: string[],
  dialect: CsvDialect,
  current: BaseRecord[] = [],
  parentId?: number,
): CheckContext {
  const { columns } = matchHeader(header, headerTargets(resource, languages))
  return {
    resource,
    columns,
    dialect,
    lookups,
    current: new Map(current.map((r) => [String(r.id), r])),
    parentId,
  }
}

describe('headers', () => {
  test('match in either language, any case; unknown ones are left out; none matching refuses the file', () => {
    const targets = headerTargets(promotions, languages)
    const match = matchHeader(['ID', 'Titel', 'krankenkasse', 'Gültig ab', 'Notes'], targets)
    expect(match.columns.map((t) => (t?.kind === 'field' ? t.field.name : t?.kind))).toEqual([
      'id',
      'title',
      'insuranceId',
      'validFrom',
      undefined,
    ])
    expect(match.ignored).toEqual(['Notes'])
    expect(() => matchHeader(['Foo', 'Bar'], targets)).toThrow(ImportFileError)
    expect(() => matchHeader(['Id'], targets)).toThrow(ImportFileError)
  })
})

describe('checkRows', () => {
  test('a line without id adds a record under the parent on screen; bad lines are named with field and message', async () => {
    const ctx = context(chapters, ['Title', 'Sort order'], EN, [], 12)
    const plan = await checkRows(ctx, [
      ['Intro', '1'],
      ['', '2'],
      ['Basics', 'abc'],
      ['Outro', ''],
    ])
    expect(planCounts(plan)).toEqual({ create: 2, update: 0, unchanged: 0, bad: 2 })
    expect(plan.rows.map((r) => r.kind === 'create' && r.values)).toEqual([
      { courseId: 12, title: 'Intro', sortOrder: 1 },
      { courseId: 12, title: 'Outro', sortOrder: null },
    ])
    expect(plan.bad).toEqual([
      { line: 3, issues: [{ field: 'Title', message: 'This field is required.', value: '' }] },
      { line: 4, issues: [{ field: 'Sort order', message: expect.stringMatching(/number/) as string, value: 'abc' }] },
    ])
  })

  test('German: decimal commas, DD.MM.YYYY dates, dictionary names; an id updates only the changed cells', async () => {
    const current = [
      { id: 1, title: 'Spring', insuranceId: 7, code: 'A', validFrom: '2025-03-01T00:00:00', validTo: null },
      { id: 2, title: 'Summer', insuranceId: 7, code: 'B', validFrom: null, validTo: null },
    ]
    const ctx = context(promotions, ['ID', 'Titel', 'Krankenkasse', 'Code', 'Gültig ab'], DE, current)
    const plan = await checkRows(ctx, [
      ['1', 'Spring', 'AOK Plus', 'A', '01.03.2025'],
      ['2', 'Summer sale', 'aok plus', "'=1+2", ''],
      ['', 'Autumn', 'Nobody', '', '31.02.2025'],
      ['9', 'Ghost', 'AOK Plus', '', ''],
      ['2', 'Again', 'AOK Plus', '', ''],
    ])
    expect(plan.rows).toEqual([
      { line: 2, kind: 'unchanged', id: 1 },
      { line: 3, kind: 'update', id: 2, current: current[1], changes: { title: 'Summer sale', code: '=1+2' } },
    ])
    expect(plan.bad.map((b) => [b.line, b.issues.map((i) => i.field)])).toEqual([
      [4, ['Insurance', 'Valid from']],
      [5, ['Id']],
      [6, ['Id']],
    ])
    expect(plan.bad[0]?.issues[0]?.message).toBe('“Nobody” is not one of the choices.')
  })

  test('script and 10,000-character cells are kept as the text they are', async () => {
    const ctx = context(chapters, ['Title'], EN, [], 1)
    const long = 'x'.repeat(10_000)
    const plan = await checkRows(ctx, [['<img src=x onerror=alert(1)>'], [long]])
    expect(plan.rows.map((r) => r.kind === 'create' && r.values.title)).toEqual(['<img src=x onerror=alert(1)>', long])
  })
})
