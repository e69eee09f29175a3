/**
 * Spec conformance of every resource declaration (spec §2, §3, §7, §9; design §8.9–8.10; resources.md), checked
 * against the spec's own tables retyped below, against the sandbox's resource table (mocks/) and against the
 * final field table in docs/resources.md (issue 4), so the three cannot drift apart.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { publicRecord } from '../../mocks/handlers/resources'
import { RESOURCES as SANDBOX, resourceSpec } from '../../mocks/handlers/resourceTable'
import { createNodeSandbox } from '../../mocks/node'
import { SANDBOX_LOCK_MS } from '../../mocks/server/sandboxServer'
import { listQuery } from '@/api/crud'
import { ROLES } from '@/api/session'
import {
  API_DATE_FORMAT,
  CHUNK_LOAD_TIMEOUT_MS,
  COUPON_FILE_NAME,
  DATE_DISPLAY_FORMAT,
  DEFAULT_SIDEBAR_COLOR,
  DRAWER_WIDTH,
  EDIT_LOCK_MS,
  GENDER,
  HTTP_TIMEOUT_MS,
  IMAGE_DEBOUNCE_MS,
  IMAGE_DEFAULT_SIZE,
  IMAGE_QUALITY,
  IMAGE_TYPE,
  MAX_DECIMALS,
  MESSAGES,
  MOBILE_BREAKPOINT_PX,
  MOBILE_MEDIA_QUERY,
  PAGE_SIZES,
  PAGINATION_BUTTONS,
  SEARCH_DEBOUNCE_MS,
} from '@/config'
import { includesRequired } from '@/features/forms/rules'
import { formErrors } from '@/features/forms/testing'
import { endpointOf } from '@/features/resources/endpoint'
import type { AnyResource } from '@/features/resources/types'
import { chapters } from '@/features/chapters/resource'
import { choices } from '@/features/choices/resource'
import { courses } from '@/features/courses/resource'
import { lexicon } from '@/features/lexicon/resource'
import { lexiconCategories } from '@/features/lexiconCategories/resource'
import { methodMultipleChoices } from '@/features/methodMultipleChoices/resource'
import { methodTexts } from '@/features/methodTexts/resource'
import { methods } from '@/features/methods/resource'
import { optimizationAreas } from '@/features/optimizationAreas/resource'
import { patients } from '@/features/patients/resource'
import { portions } from '@/features/portions/resource'
import { promotions } from '@/features/promotions/resource'
import { questions } from '@/features/questions/resource'
import { recipes } from '@/features/recipes/resource'
import { scales } from '@/features/scales/resource'
import { subchapters } from '@/features/subchapters/resource'
import { targets } from '@/features/targets/resource'
import { users } from '@/features/users/resource'
import { webPages } from '@/features/webPages/resource'

interface Expected {
  resource: AnyResource
  /** API path of spec §7 (list and get). */
  path: string
  writePath?: string
  /** Route of spec §2, and its required role. */
  route: string
  childRoute?: string
  role: string
  /** Parent key of spec §3 / extra list filter of spec §7. */
  parentKey?: string
  /** Spec §9 and resources.md. */
  pageSize: number
  filters?: readonly string[]
  readOnly?: boolean
  /** Child lists of the edit dialog (resources.md). */
  children?: readonly string[]
}

const { VIEWER, EDITOR, ADMIN } = ROLES

const SPEC: readonly Expected[] = [
  { resource: portions, path: '/portions', route: '/', role: VIEWER, pageSize: 7, filters: ['filter'] },
  { resource: recipes, path: '/recipes', writePath: '/Recipe', route: '/recipes-list', role: ADMIN, parentKey: 'parentId', pageSize: 7 },
  { resource: promotions, path: '/promotions', route: '/promotion-list', role: EDITOR, pageSize: 7 },
  { resource: patients, path: '/patients', route: '/patient-list', role: ADMIN, pageSize: 20, readOnly: true },
  { resource: lexiconCategories, path: '/lexiconcategories', route: '/lexicon-category-list', role: ADMIN, pageSize: 10, children: ['lexicon'] },
  { resource: lexicon, path: '/lexicon', route: '/lexicon-list/$parentId', role: ADMIN, parentKey: 'categoryId', pageSize: 7 },
  { resource: optimizationAreas, path: '/optimizationareas', route: '/optimizationarea-list', role: ADMIN, pageSize: 9, filters: ['state'], children: ['targets', 'methods'] },
  { resource: targets, path: '/targets', route: '/target-list/$parentId', role: ADMIN, parentKey: 'optimizationAreaId', pageSize: 7 },
  { resource: methods, path: '/methods', route: '/method-list', childRoute: '/method-list/$parentId', role: ADMIN, parentKey: 'parentId', pageSize: 7, children: ['methodmultiplechoices', 'methodtexts'] },
  { resource: methodMultipleChoices, path: '/methodmultiplechoices', route: '/methodmultiplechoice-list/$parentId', role: ADMIN, parentKey: 'methodId', pageSize: 10 },
  { resource: methodTexts, path: '/methodtexts', route: '/methodtext-list/$parentId', role: ADMIN, parentKey: 'methodId', pageSize: 10 },
  { resource: courses, path: '/courses', route: '/course-list', role: ADMIN, pageSize: 7, children: ['chapters'] },
  { resource: chapters, path: '/chapters', route: '/chapter-list/$parentId', role: ADMIN, parentKey: 'courseId', pageSize: 7, children: ['subchapters'] },
  { resource: subchapters, path: '/subchapters', route: '/subchapter-list/$parentId', role: ADMIN, parentKey: 'chapterId', pageSize: 7 },
  { resource: scales, path: '/scales', route: '/scale-list', role: ADMIN, pageSize: 7, children: ['questions'] },
  { resource: questions, path: '/questions', route: '/question-list/$parentId', role: ADMIN, parentKey: 'scaleId', pageSize: 7, children: ['choices'] },
  { resource: choices, path: '/choices', route: '/choice-list/$parentId', role: ADMIN, parentKey: 'questionId', pageSize: 7 },
  { resource: webPages, path: '/webpages', route: '/webview-list', role: ADMIN, pageSize: 7 },
  { resource: users, path: '/users', route: '/users', role: ADMIN, pageSize: 7 },
]

const named = (e: Expected) => [e.resource.name, e] as const

describe('declarations follow the spec', () => {
  test('all 19 resources of spec §3, once each, under the API names of spec §7', () => {
    expect(SPEC.map((e) => e.resource.name).sort()).toEqual(
      'chapters choices courses lexicon lexiconcategories methodmultiplechoices methods methodtexts optimizationareas patients portions promotions questions recipes scales subchapters targets users webpages'.split(' '),
    )
    for (const e of SPEC) expect(e.resource.path).toBe(`/${e.resource.name}`)
  })

  test.each(SPEC.map(named))('%s: API path, write path, route, role, page size, read-only', (_, e) => {
    const r = e.resource
    expect(r.path).toBe(e.path)
    expect(r.writePath).toBe(e.writePath)
    expect(r.screen.path).toBe(e.route)
    expect(r.childScreen?.path).toBe(e.childRoute)
    expect(r.screen.role).toBe(e.role)
    if (r.childScreen) expect(r.childScreen.role).toBe(e.role)
    expect(r.pageSize).toBe(e.pageSize)
    expect(Boolean(r.readOnly)).toBe(Boolean(e.readOnly))
  })

  test.each(SPEC.map(named))('%s: the list call sends take, skip, search, the parent key and the extra filters', (_, e) => {
    const r = e.resource
    expect(r.parent?.key).toBe(e.parentKey)
    expect((r.filters ?? []).map((f) => f.name)).toEqual(e.filters ?? [])
    const filter = Object.fromEntries((r.filters ?? []).map((f) => [f.name, f.initial ?? '3']))
    const query = listQuery(endpointOf(r), { skip: r.pageSize, take: r.pageSize, search: 'oat', parentId: 5, filter })
    const extra = Object.entries(filter).map(([k, v]) => `&${k}=${v}`).join('')
    expect(query).toBe(`take=${r.pageSize}&skip=${r.pageSize}&search=oat${e.parentKey ? `&${e.parentKey}=5` : ''}${extra}`)
  })

  test.each(SPEC.map(named))('%s: dialog children and the parent each child names back', (_, e) => {
    const kids = (e.resource.children ?? []).map((c) => c.resource())
    expect(kids.map((k) => k.name)).toEqual(e.children ?? [])
    for (const kid of kids) expect(kid.parent?.resource?.()).toBe(e.resource)
    for (const c of e.resource.children ?? []) expect(c.label.trim()).not.toBe('')
  })

  test('the state filter starts at 0 (spec §3); patients are the only read-only list', () => {
    expect(optimizationAreas.filters?.[0]?.initial).toBe('0')
    expect(SPEC.filter((e) => e.resource.readOnly).map((e) => e.resource.name)).toEqual(['patients'])
  })

  test('page sizes come from src/config.ts, never retyped in a declaration', () => {
    for (const folder of SPEC.map((e) => folderOf(e.resource))) {
      const source = readFileSync(`src/features/${folder}/resource.ts`, 'utf8')
      expect(source, folder).not.toMatch(/pageSize:\s*\d/)
    }
  })
})

/** The resource's folder under src/features (its declaration file). */
function folderOf(r: AnyResource): string {
  const folders: Record<string, string> = {
    lexiconcategories: 'lexiconCategories',
    optimizationareas: 'optimizationAreas',
    methodmultiplechoices: 'methodMultipleChoices',
    methodtexts: 'methodTexts',
    webpages: 'webPages',
  }
  return folders[r.name] ?? r.name
}

function isRequired(field: AnyResource['fields'][number]): boolean {
  return includesRequired(field.rules)
}

describe('the sandbox checks what the declarations send (design §5, §8.31)', () => {
  test.each(SPEC.map(named))('%s: same paths, role, parent key, filters and fields; the same fields required', (_, e) => {
    const r = e.resource
    const sandbox = SANDBOX.find((s) => s.name === r.name)
    expect(sandbox).toBeDefined()
    if (!sandbox) return
    expect([sandbox.path, sandbox.writePath, sandbox.role]).toEqual([r.path, r.writePath, r.screen.role])
    expect(Boolean(sandbox.readOnly)).toBe(Boolean(r.readOnly))
    expect(sandbox.parent?.key).toBe(r.parent?.key)
    // A parent that is only optional in the console (generic methods, recipes) is optional in the sandbox too.
    if (r.parent) expect(sandbox.parent?.required).toBe(!r.parent.optional)
    expect(Object.keys(sandbox.filters ?? {})).toEqual((r.filters ?? []).map((f) => f.name))
    const known = new Set([...Object.keys(sandbox.fields), ...(r.parent ? [r.parent.key] : [])])
    for (const field of r.fields) {
      expect(known.has(field.name), `${field.name} is unknown to the sandbox`).toBe(true)
      if (field.fileNameField) expect(known.has(field.fileNameField)).toBe(true)
    }
    const required = r.fields.filter((f) => isRequired(f) && !f.optionalOnEdit).map((f) => f.name)
    const requiredOnCreate = r.fields.filter((f) => isRequired(f) && f.optionalOnEdit).map((f) => f.name)
    expect([...sandbox.required].sort()).toEqual(required.sort())
    expect([...(sandbox.requiredOnCreate ?? [])].sort()).toEqual(requiredOnCreate.sort())
  })
})

/** The rows of the markdown table that follows `heading` in docs/resources.md, as cells. */
function docsTable(heading: string): string[][] {
  const text = readFileSync('docs/resources.md', 'utf8')
  const from = text.indexOf(heading)
  expect(from, `docs/resources.md has no section ${heading}`).toBeGreaterThan(-1)
  const lines = text.slice(from).split('\n')
  const start = lines.findIndex((l) => l.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    rows.push(line.slice(1, -1).split('|').map((c) => c.trim()))
  }
  return rows
}

/** Field names as docs/resources.md writes them: `name*`, `kcal, protein` … before their kind. */
function docFieldNames(cell: string): string[] {
  return cell
    .split(';')
    .flatMap((part) => {
      const names = /^\s*([a-zA-Z]+\*?(?:,\s*[a-zA-Z]+\*?)*)/.exec(part)?.[1] ?? ''
      return names.split(',').map((n) => n.replace('*', '').trim())
    })
    .filter((n) => n !== '')
}

describe('docs/resources.md is the declarations written out (issue 4)', () => {
  test.each(SPEC.map(named))('%s: paths, route, role, parent key, page size, children', (_, e) => {
    const r = e.resource
    const row = docsTable('## Screens, paths, parents').find((cells) => cells[0] === r.name)
    expect(row, `no row for ${r.name}`).toBeDefined()
    if (!row) return
    const [, path, writePath = '', route = '', role, parent, pageSize, filters = '', children] = row
    expect(path).toBe(r.path)
    if (r.writePath) expect(writePath).toContain(r.writePath)
    else if (r.readOnly) expect(writePath).toContain('read-only')
    else expect(writePath).toBe('same')
    expect(route.replace(/\{parentId\}/g, '$parentId')).toContain(r.screen.path === '/' ? '`/`' : r.screen.path)
    expect(role).toBe(r.screen.role)
    if (r.parent) expect(parent).toContain(`\`${r.parent.key}\``)
    else expect(parent).toBe('—')
    expect(Number(pageSize)).toBe(r.pageSize)
    for (const f of r.filters ?? []) expect(filters).toContain(`\`${f.name}\``)
    if (!r.filters?.length) expect(filters).toBe('—')
    const labels = (r.children ?? []).map((c) => c.label)
    expect(children).toBe(labels.length ? labels.join(', ') : '—')
  })

  test.each(SPEC.map(named))('%s: suffix, title property and the fields in order', (_, e) => {
    const r = e.resource
    const row = docsTable('## Fields').find((cells) => cells[0] === r.name)
    expect(row, `no row for ${r.name}`).toBeDefined()
    if (!row) return
    const [, naming, fields = ''] = row
    expect(naming).toBe(`${r.suffix} / ${r.titleProperty}`)
    if (r.readOnly) return
    expect(docFieldNames(fields)).toEqual(r.fields.map((f) => f.name))
    for (const f of r.fields) expect(fields.includes(`${f.name}*`), `${f.name}: required marker`).toBe(isRequired(f))
  })
})

describe('constants of spec §9 (src/config.ts) and the sandbox', () => {
  test('each value is the spec’s', () => {
    expect(PAGE_SIZES).toEqual({ standard: 7, short: 10, stateFilter: 9, patients: 20 })
    expect([PAGINATION_BUTTONS, SEARCH_DEBOUNCE_MS, HTTP_TIMEOUT_MS, CHUNK_LOAD_TIMEOUT_MS]).toEqual([7, 350, 100000, 120000])
    expect([DRAWER_WIDTH, MOBILE_BREAKPOINT_PX, MOBILE_MEDIA_QUERY]).toEqual([260, 991, '(max-width: 991px)'])
    expect([DATE_DISPLAY_FORMAT, API_DATE_FORMAT]).toEqual(['dd.MM.yyyy', 'yyyy-MM-dd'])
    expect([IMAGE_TYPE, IMAGE_QUALITY, IMAGE_DEFAULT_SIZE, IMAGE_DEBOUNCE_MS]).toEqual(['image/png', 0.65, { width: 100, height: 100 }, 300])
    expect([MAX_DECIMALS, GENDER, DEFAULT_SIDEBAR_COLOR, COUPON_FILE_NAME]).toEqual([3, { MALE: 1, FEMALE: 2 }, 'success', 'file.txt'])
    expect([MESSAGES.wrongLogin, MESSAGES.backendError(500), MESSAGES.confirmDelete]).toEqual([
      'Wrong login/password',
      'undefined error in backend (500)',
      'Do you really want to delete this item?',
    ])
  })

  test('the edit lock time is 5 minutes in the console and in the Node sandbox server', () => {
    expect(EDIT_LOCK_MS).toBe(300000)
    expect(SANDBOX_LOCK_MS).toBe(EDIT_LOCK_MS)
  })
})

describe('the sandbox seed is data the console can read and save unchanged', () => {
  const { store } = createNodeSandbox()
  test.each(SPEC.map(named))('%s: every seeded record parses with the schema and passes the form rules', (_, e) => {
    const r = e.resource
    const rows = store.records(r.name).map((row) => publicRecord(resourceSpec(r.name)!, row))
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const parsed = r.schema.safeParse(row)
      expect(parsed.success, `${r.name} ${row.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      expect(formErrors(r, row, { isNew: false }), `${r.name} ${row.id}`).toEqual({})
    }
  })
})
