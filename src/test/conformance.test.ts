// @vitest-environment node
/**
 * Spec conformance of every resource declaration (see docs/resources.md). It walks the registry, retyping nothing: each
 * declaration against the spec's rules, its route files, the sandbox's resource table (mocks/), the tables of
 * docs/resources.md and the sandbox's seed, so none can drift apart.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
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
  MOBILE_BREAKPOINT_PX,
  MOBILE_MEDIA_QUERY,
  PAGE_SIZES,
  PAGINATION_BUTTONS,
  SEARCH_DEBOUNCE_MS,
} from '@/config'
import { MESSAGES } from '@/i18n/messages'
import { includesRequired } from '@/features/forms/rules'
import { formErrors } from '@/test/support/forms'
import { endpointOf } from '@/api/endpoint'
import { loadResource } from '@/features/resources/loadResource'
import { DECLARATIONS, declarationOf, declarationSite } from '@/features/resources/registry'
import type { AnyResource } from '@/features/resources/types'
import { MENU, SCREENS } from '@/features/shell/screens'
import { DOC_TABLES_END, DOC_TABLES_START, resourceTables } from './resourcesDoc'

/** Every declared resource, both halves (the view modules are loaded here, as the list routes load them). */
const RESOURCES: readonly AnyResource[] = await Promise.all(DECLARATIONS.map((d) => loadResource(d.name)))
const named = (r: AnyResource) => [r.name, r] as const
const ALL = RESOURCES.map(named)

const { VIEWER, EDITOR, ADMIN } = ROLES

const SPEC_NAMES =
  'chapters choices courses lexicon lexiconcategories methodmultiplechoices methods methodtexts optimizationareas patients portions promotions questions recipes scales subchapters targets users webpages'.split(
    ' ',
  )

describe('declarations follow the spec', () => {
  test("the spec's 19 resources are declared, each once, under the spec's API names, and seeded", () => {
    const names = DECLARATIONS.map((d) => d.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual(expect.arrayContaining(SPEC_NAMES))
    const { store } = createNodeSandbox()
    for (const name of SPEC_NAMES) expect(store.records(name).length, name).toBeGreaterThan(0)
    for (const r of RESOURCES) expect(r.path).toBe(`/${r.name}`)
  })

  test("the spec's roles, write paths and read-only list", () => {
    // The spec's resources only: a resource added later takes whichever role it needs.
    const spec = RESOURCES.filter((r) => SPEC_NAMES.includes(r.name))
    const byRole = (role: string) => spec.filter((r) => r.role === role).map((r) => r.name)
    expect(byRole(VIEWER)).toEqual(['portions'])
    expect(byRole(EDITOR)).toEqual(['promotions'])
    expect(byRole(ADMIN)).toHaveLength(SPEC_NAMES.length - 2)
    expect(spec.filter((r) => r.writePath).map((r) => [r.name, r.writePath])).toEqual([['recipes', '/Recipe']])
    expect(spec.filter((r) => r.readOnly).map((r) => r.name)).toEqual(['patients'])
  })

  test("page sizes are the spec's (PAGE_SIZES), never retyped in a declaration", () => {
    const sizes = new Set<number>(Object.values(PAGE_SIZES))
    for (const r of RESOURCES) expect(sizes.has(r.pageSize), r.name).toBe(true)
    for (const d of DECLARATIONS) {
      const source = readFileSync(`src/features/${declarationSite(d.name).folder}/resource.ts`, 'utf8')
      expect(source, d.name).not.toMatch(/pageSize:\s*\d/)
    }
  })

  test.each(ALL)('%s: the list call sends take, skip, search, the parent key and the extra filters', (_, r) => {
    const filter = Object.fromEntries((r.filters ?? []).map((f) => [f.name, f.initial ?? '3']))
    const query = listQuery(endpointOf(r), { skip: r.pageSize, take: r.pageSize, search: 'oat', parentId: 5, filter })
    const extra = Object.entries(filter)
      .map(([k, v]) => `&${k}=${v}`)
      .join('')
    expect(query).toBe(
      `take=${r.pageSize}&skip=${r.pageSize}&search=oat${r.parent ? `&${r.parent.key}=5` : ''}${extra}`,
    )
  })

  test.each(ALL)('%s: dialog children name it as their parent; a child list has a $parentId route', (_, r) => {
    for (const c of r.children ?? []) {
      expect(c.label.trim()).not.toBe('')
      const kid = declarationOf(c.resource)
      expect(kid.parent?.resource).toBe(r.name)
      expect((kid.childScreen ?? kid.screen).path).toMatch(/\$parentId$/)
    }
    if (r.parent && !r.parent.optional) expect(r.screen.path).toMatch(/\/\$parentId$/)
    const parentName = r.parent?.resource
    if (parentName) expect(() => declarationOf(parentName)).not.toThrow()
  })

  test('the state filter starts at 0', () => {
    expect(declarationOf('optimizationareas').filters?.[0]?.initial).toBe('0')
  })

  test("the menu is the shell screens and the declared lists, in the spec's order, each with its own slot", () => {
    // Resources declared later take their own slots; the spec's entries keep their order.
    const SPEC_MENU = [
      'Portions',
      'Dashboard',
      'Promotions',
      'Patients',
      'Lexicon',
      'Optimization Areas',
      'Methods',
      'Courses',
      'Psychogramm',
      'Web Views',
      'Users',
      'Recipes',
    ]
    expect(MENU.map((s) => s.title).filter((t) => SPEC_MENU.includes(t))).toEqual(SPEC_MENU)
    const slots = MENU.map((s) => s.menu)
    expect(new Set(slots).size).toBe(slots.length)
    for (const d of DECLARATIONS) expect(SCREENS[d.name]).toBe(d.screen)
  })
})

/** The list route files (src/routes/_app), each `createFileRoute('<path>')(listRoute('<name>'))`. */
function listRouteFiles(): { file: string; path: string; name: string }[] {
  return readdirSync('src/routes/_app').flatMap((file) => {
    const source = readFileSync(`src/routes/_app/${file}`, 'utf8')
    const call = /createFileRoute\('\/_app([^']*)'\)\(listRoute\('([^']+)'\)\)/.exec(source)
    if (!call) return []
    const path = (call[1] ?? '').replace(/\/$/, '')
    return [{ file, path, name: call[2] ?? '' }]
  })
}

describe('the list routes are one line each, through the route helper, at the declared paths', () => {
  const routes = listRouteFiles()
  test.each(DECLARATIONS.map((d) => [d.name, d] as const))('%s: a route for each of its screens', (_, d) => {
    const expected = [d.screen, ...(d.childScreen ? [d.childScreen] : [])].map((s) => s.path).filter((p) => p !== '/')
    expect(
      routes
        .filter((r) => r.name === d.name)
        .map((r) => r.path)
        .sort(),
    ).toEqual(expected.sort())
  })
  test('every list route names a declared resource and is a one-liner', () => {
    for (const r of routes) {
      expect(
        DECLARATIONS.map((d) => d.name),
        r.file,
      ).toContain(r.name)
      const code = readFileSync(`src/routes/_app/${r.file}`, 'utf8')
        .split('\n')
        .filter((l) => l.trim() && !l.startsWith('import'))
      expect(code, r.file).toHaveLength(1)
    }
  })
})

function isRequired(field: AnyResource['fields'][number]): boolean {
  return includesRequired(field.rules)
}

describe('the sandbox checks what the declarations send', () => {
  test.each(ALL)('%s: same paths, role, parent key, filters and fields; the same fields required', (_, r) => {
    const sandbox = SANDBOX.find((s) => s.name === r.name)
    expect(sandbox).toBeDefined()
    if (!sandbox) return
    expect([sandbox.path, sandbox.writePath, sandbox.role]).toEqual([r.path, r.writePath, r.role])
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
    // The sandbox never refuses what the form lets through; for the spec's resources it requires exactly the same.
    expect(required).toEqual(expect.arrayContaining([...sandbox.required]))
    expect(requiredOnCreate).toEqual(expect.arrayContaining([...(sandbox.requiredOnCreate ?? [])]))
    if (SPEC_NAMES.includes(r.name)) {
      expect([...sandbox.required].sort()).toEqual(required.sort())
      expect([...(sandbox.requiredOnCreate ?? [])].sort()).toEqual(requiredOnCreate.sort())
    }
  })
})

describe('docs/resources.md is the registry written out', () => {
  test('its tables are the ones the declarations give (`npm run docs:resources` writes them)', () => {
    const text = readFileSync('docs/resources.md', 'utf8')
    const from = text.indexOf(DOC_TABLES_START)
    const to = text.indexOf(DOC_TABLES_END) + DOC_TABLES_END.length
    expect(from, 'docs/resources.md has no generated tables').toBeGreaterThan(-1)
    const tables = resourceTables(RESOURCES)
    if (process.env.UPDATE_RESOURCE_DOCS === '1')
      writeFileSync('docs/resources.md', text.slice(0, from) + tables + text.slice(to))
    else expect(text.slice(from, to), 'docs/resources.md is out of date: run npm run docs:resources').toBe(tables)
  })
})

describe("the spec's constants (src/config.ts) and the sandbox", () => {
  test('each value is the spec’s', () => {
    expect(PAGE_SIZES).toEqual({ standard: 7, short: 10, stateFilter: 9, patients: 20 })
    expect([PAGINATION_BUTTONS, SEARCH_DEBOUNCE_MS, HTTP_TIMEOUT_MS, CHUNK_LOAD_TIMEOUT_MS]).toEqual([
      7, 350, 100000, 120000,
    ])
    expect([DRAWER_WIDTH, MOBILE_BREAKPOINT_PX, MOBILE_MEDIA_QUERY]).toEqual([260, 991, '(max-width: 991px)'])
    expect([DATE_DISPLAY_FORMAT, API_DATE_FORMAT]).toEqual(['dd.MM.yyyy', 'yyyy-MM-dd'])
    expect([IMAGE_TYPE, IMAGE_QUALITY, IMAGE_DEFAULT_SIZE, IMAGE_DEBOUNCE_MS]).toEqual([
      'image/png',
      0.65,
      { width: 100, height: 100 },
      300,
    ])
    expect([MAX_DECIMALS, GENDER, DEFAULT_SIDEBAR_COLOR, COUPON_FILE_NAME]).toEqual([
      3,
      { MALE: 1, FEMALE: 2 },
      'success',
      'file.txt',
    ])
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
  test.each(ALL)('%s: every seeded record parses with the schema and passes the form rules', (_, r) => {
    const rows = store.records(r.name).map((row) => publicRecord(resourceSpec(r.name)!, row))
    for (const row of rows) {
      const parsed = r.schema.safeParse(row)
      expect(parsed.success, `${r.name} ${row.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      expect(formErrors(r, row, { isNew: false }), `${r.name} ${row.id}`).toEqual({})
    }
  })
})
