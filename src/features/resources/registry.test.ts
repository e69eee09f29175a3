/**
 * One registry: a resource is one declaration (resource.ts + view.tsx) and a one-line route file. Nothing else keeps a
 * list of resources: the registry finds the declarations by file name, SCREENS, the menu and the sandbox's table are
 * built from it, and the sandbox serves a declaration it has no server facts for.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, expectTypeOf, test } from 'vitest'
import { RESOURCES as SANDBOX, sandboxFactsOf, sandboxSpec } from '../../../mocks/handlers/resourceTable'
import { resourceHandlers } from '../../../mocks/handlers/resources'
import { sandboxServer } from '@/test/support/msw'
import { signIn, type Client } from '@/test/support/sandboxClient'
import { ROLES } from '@/api/session'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { declareResource, type MisspeltKeys, type ResourceRegistry } from './declaration'
import { declaredFields } from './fieldKinds'
import { ruleName } from '@/features/forms/rules'
import { loadResource } from './loadResource'
import { defineView } from './defineView'
import { linkedResource } from './linkedResource'
import { listRoute } from './list/listRoute'
import { DECLARATIONS, declarationOf, declarationSite } from './registry'

describe('the registry is the only list of resources', () => {
  test('it holds exactly the feature folders that have a resource.ts, each with a view.tsx beside it', () => {
    const folders = readdirSync('src/features').filter((f) => existsSync(`src/features/${f}/resource.ts`))
    expect(DECLARATIONS.map((d) => declarationSite(d.name).folder)).toEqual(folders)
    for (const folder of folders) expect(existsSync(`src/features/${folder}/view.tsx`), folder).toBe(true)
  })

  test('SCREENS and the sandbox table have an entry for each declaration, in registry order', () => {
    for (const d of DECLARATIONS) expect(SCREENS[d.name]).toBe(d.screen)
    expect(SANDBOX.map((s) => s.name)).toEqual(DECLARATIONS.map((d) => d.name))
  })

  test('a declaration and its view load as one resource, the same object each time', async () => {
    const first = await loadResource('courses')
    expect(await loadResource('courses')).toBe(first)
    expect(first).toMatchObject({ name: 'courses', title: 'Courses', screen: SCREENS.courses })
    expect(first.columns.length).toBeGreaterThan(0)
    expect(first.schema.safeParse({ id: 1, title: 'x' }).success).toBe(true)
  })

  test('declarations link parents and children by name, so no declaration imports another', () => {
    for (const d of DECLARATIONS) {
      const source = readFileSync(`src/features/${declarationSite(d.name).folder}/resource.ts`, 'utf8')
      expect(source, d.name).not.toMatch(/from '@\/features\/(?!resources\/declaration')|from '\.\.?\/|from 'react'/)
    }
  })
})

/** Source files (not tests, generated code or style data) of src/, build/ and the sandbox's resource table. */
function sourceFiles(): string[] {
  const all = [
    ...readdirSync('src', { recursive: true, encoding: 'utf8' }).map((f) => `src/${f}`),
    ...readdirSync('build', { encoding: 'utf8' }).map((f) => `build/${f}`),
    'mocks/handlers/resourceTable.ts',
  ]
  return all.filter((f) => /\.tsx?$/.test(f) && !/\.test\.|routeTree\.gen|^src\/test\/|\.(recipe|styles)\.ts$/.test(f))
}

describe('a 20th resource needs only its folder and its one-line route file', () => {
  test('no code outside the resource folders and the route files names a resource or its folder', () => {
    const folders = DECLARATIONS.map((d) => declarationSite(d.name).folder)
    const names = DECLARATIONS.map((d) => d.name).join('|')
    const naming = new RegExp(`'(${names})'|/(${folders.join('|')})/|^\\s*(${names}): \\{`)
    const outside = sourceFiles().filter(
      (f) => !f.startsWith('src/routes/_app/') && !folders.some((x) => f.startsWith(`src/features/${x}/`)),
    )
    const hits = outside.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && naming.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    )
    expect(hits).toEqual([])
  })

  test("a resource's sandbox facts live beside it (sandbox.ts): the sandbox finds them by the registry's folder", () => {
    for (const d of DECLARATIONS) {
      const { folder } = declarationSite(d.name)
      const facts = sandboxFactsOf(d.name)
      expect(facts === undefined || existsSync(`src/features/${folder}/sandbox.ts`), d.name).toBe(true)
      expect(Object.keys(facts?.filters ?? {}).sort(), d.name).toEqual((d.filters ?? []).map((f) => f.name).sort())
    }
    expect(sandboxFactsOf('portions')?.filters?.filter?.('x')).toBe('filter must be a serving id')
    expect(
      existsSync('mocks/handlers/resourceTable.ts') && readFileSync('mocks/handlers/resourceTable.ts', 'utf8'),
    ).not.toMatch(/SERVER_FACTS/)
  })
})

describe('resource names are typed (tsc checks this file: each line below must be a type error)', () => {
  test('a misspelt name does not compile where a resource is named: route, view, link, lookup', () => {
    // @ts-expect-error 'course' is not a registered resource name ('courses' is).
    expect(() => listRoute('course')).toThrow("No resource is declared under the name 'course'.")
    // @ts-expect-error 'recipe' is not a registered resource name.
    expect(() => defineView('recipe', { fields: [], columns: [] })).toThrow(
      "No resource is declared under the name 'recipe'.",
    )
    // @ts-expect-error 'chapter' is not a registered resource name.
    expect(() => linkedResource('chapter')).toThrow("No resource is declared under the name 'chapter'.")
    // @ts-expect-error 'notes' is declared in a test only, never registered.
    expect(() => declarationOf('notes')).toThrow("No resource is declared under the name 'notes'.")
    expect(declarationOf('courses').name).toBe('courses')
  })

  test('a view is checked against its own declaration: its cells get that record type', () => {
    const view = defineView('courses', {
      fields: [],
      // @ts-expect-error a course's title is text, which has no toFixed.
      columns: [{ key: 'id', header: 'Id', cell: (r) => r.title.toFixed() }],
    })
    expect(view.name).toBe('courses')
  })
})

describe('keys are typed (tsc checks this file: each line below must be a type error)', () => {
  test("a column key must be a property of the resource's records", () => {
    const view = defineView('portions', {
      fields: [],
      // @ts-expect-error a portion has no 'kcall' (its energy is 'kcal'): the column would stay empty.
      columns: [{ key: 'kcall', header: 'kcal' }],
    })
    expect(view.columns.map((c) => c.key)).toEqual(['kcall'])
  })

  test('a form field must name a declared field; the form cannot edit what the declaration does not have', () => {
    const misspelt = () =>
      defineView('portions', {
        // @ts-expect-error a portion has no 'amout'.
        fields: [{ name: 'amout', label: 'Amount' }],
        columns: [],
      })
    expect(misspelt).toThrow("The field 'amout' has no declared kind the form can edit.")
    // @ts-expect-error every record has an id, but no form edits it.
    expect(() => defineView('portions', { fields: [{ name: 'id', label: 'Id' }], columns: [] })).toThrow()
  })

  test('a field has no input of its own: the declared kind gives it, so input and type cannot disagree', () => {
    const view = defineView('portions', {
      // @ts-expect-error a view names no input; `amount` is declared decimal, so it is a number input.
      fields: [{ name: 'amount', label: 'Amount', input: 'text' }],
      columns: [],
    })
    expect(view.fields[0]).toMatchObject({ name: 'amount', input: 'number' })
  })

  test('a declared kind is checked too: a dictionary field names a dictionary that exists', () => {
    const dishes = declareResource({
      ...{ name: 'dishes', path: '/dishes', title: 'Dishes', suffix: 'Dish', titleProperty: 'title' },
      ...{ role: ROLES.ADMIN, route: { path: '/dish-list' }, pageSize: PAGE_SIZES.standard },
      // @ts-expect-error there is no dictionary 'dite' (the diets are 'diet').
      schema: (f) => f.record({ title: f.text, dietId: f.dictionary('dite') }),
    })
    expect(declaredFields(dishes).dietId).toEqual({ kind: { dictionary: 'dite' } })
  })
})

describe("a field's facts are declared once, in its resource.ts", () => {
  test('the form reads the same fields the record schema has (the two readings of `schema` agree)', async () => {
    for (const d of DECLARATIONS) {
      const shape = (linkedResource(d.name).schema as unknown as { def: { shape: object } }).def.shape
      const system = ['id', 'Undeletable']
      expect(Object.keys(declaredFields(d)), d.name).toEqual(Object.keys(shape).filter((k) => !system.includes(k)))
    }
  })

  test('a comparison names another declared field, and the form and the sandbox both apply it', async () => {
    for (const d of DECLARATIONS) {
      const declared = declaredFields(d)
      for (const [field, { compare }] of Object.entries(declared))
        if (compare) expect(declared[compare.field], `${d.name}.${field}`).toBeDefined()
    }
    const scales = await loadResource('scales')
    expect(scales.fields.find((f) => f.name === 'maxScore')?.rules?.map(ruleName)).toEqual(['integer', 'minField'])
    expect(sandboxSpec(declarationOf('scales')).compare).toEqual({ maxScore: { rule: 'atLeast', field: 'minScore' } })
  })

  test("a sandbox.ts names a field's kind only where the sandbox checks more than the declaration says", () => {
    for (const d of DECLARATIONS) {
      const declared = declaredFields(d)
      for (const [field, kind] of Object.entries(sandboxFactsOf(d.name)?.fields ?? {}))
        expect(kind, `${d.name}.${field}`).not.toEqual(declared[field]?.kind)
    }
  })
})

describe('the sandbox serves a new resource from its declaration alone', () => {
  const notes = declareResource({
    name: 'notes',
    path: '/notes',
    title: 'Notes',
    suffix: 'Note',
    titleProperty: 'title',
    role: ROLES.ADMIN,
    route: { path: '/note-list', menu: 13 },
    pageSize: PAGE_SIZES.standard,
    schema: (f) => f.record({ title: f.required(f.text), pages: f.integer, done: f.boolean }),
  })
  sandboxServer((store) => resourceHandlers(store, sandboxSpec(notes)))
  let chief: Client
  beforeAll(async () => {
    chief = await signIn('chief')
  })

  test('create, list, get, update and delete at its path, with its role, field kinds and required fields', async () => {
    const spec = sandboxSpec(notes)
    expect(spec).toMatchObject({
      name: 'notes',
      noun: 'note',
      role: 'Admin',
      fields: { title: 'text', pages: 'integer', done: 'boolean' },
      required: ['title'],
    })
    expect((await chief.post('/notes', { pages: 3 })).status).toBe(400)
    expect((await chief.post('/notes', { title: 'Half', pages: 2.5 })).status).toBe(400)
    const created = await chief.post('/notes', { title: 'First', pages: 3, done: false, stray: 'dropped' })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = (created.body as { id: number }).id
    expect(created.body).not.toHaveProperty('stray')
    expect((await chief.get('/notes?take=7&skip=0')).body).toMatchObject({ total: 1, values: [{ id, title: 'First' }] })
    expect((await chief.put('/notes', { id, title: 'Renamed', pages: 'many' })).status).toBe(400)
    expect((await chief.put('/notes', { id, title: 'Renamed' })).status).toBe(200)
    expect((await chief.get(`/notes/${id}`)).body).toMatchObject({ id, title: 'Renamed' })
    expect((await chief.delete(`/notes/${id}`)).status).toBe(200)
    expect((await chief.get(`/notes/${id}`)).status).toBe(404)
  })

  test('its role guards it like any declared resource', async () => {
    const editor = await signIn('editor')
    expect((await editor.get('/notes?take=7&skip=0')).status).toBe(403)
  })
})

test('titleProperty, parent.key and the defaults name fields of the schema: a misspelt one is a type error', () => {
  const memo = declareResource({
    name: 'memos',
    path: '/memos',
    title: 'Memos',
    suffix: 'Memo',
    titleProperty: 'titel',
    role: ROLES.EDITOR,
    route: { path: '/memo-list/$parentId' },
    pageSize: PAGE_SIZES.standard,
    parent: { resource: 'courses', key: 'courseID' },
    defaults: { done: false, dnoe: true },
    schema: (f) => f.record({ courseId: f.id, title: f.required(f.text), done: f.boolean }),
  })
  // The registry fails typecheck with these for a registered declaration (KeysAreFields in registry.ts).
  expectTypeOf<MisspeltKeys<typeof memo>>().toEqualTypeOf<'titel' | 'courseID' | 'dnoe'>()
  expectTypeOf<MisspeltKeys<ResourceRegistry['chapters']>>().toEqualTypeOf<never>()
  expect(memo.titleProperty).toBe('titel')
})
