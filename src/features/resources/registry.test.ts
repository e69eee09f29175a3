/**
 * Issue 15, "one registry": a resource is one declaration (resource.ts + view.tsx) and a one-line route file.
 * Nothing else keeps a list of resources: the registry finds the declarations by file name, SCREENS, the menu and
 * the sandbox's table are built from it, and the sandbox serves a declaration it has no server facts for.
 */
import { existsSync, readdirSync } from 'node:fs'
import { beforeAll, describe, expect, test } from 'vitest'
import { RESOURCES as SANDBOX, sandboxSpec } from '../../../mocks/handlers/resourceTable'
import { resourceHandlers } from '../../../mocks/handlers/resources'
import { sandboxServer } from '@/test/support/msw'
import { signIn, type Client } from '@/test/support/sandboxClient'
import { ROLES } from '@/api/session'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { declareResource } from './declaration'
import { loadResource } from './loadResource'
import { DECLARATIONS, declarationSite } from './registry'

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

  test('declarations link parents and children by name, so no declaration imports another', async () => {
    const { readFileSync } = await import('node:fs')
    for (const d of DECLARATIONS) {
      const source = readFileSync(`src/features/${declarationSite(d.name).folder}/resource.ts`, 'utf8')
      expect(source, d.name).not.toMatch(/from '@\/features\/(?!resources\/declaration')|from '\.\.?\/|from 'react'/)
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
    schema: (f) => f.record({ title: f.text, pages: f.number, done: f.boolean }),
  })
  sandboxServer((store) => resourceHandlers(store, sandboxSpec(notes)))
  let chief: Client
  beforeAll(async () => {
    chief = await signIn('chief')
  })

  test('create, list, get, update and delete at its path, with its role and field kinds', async () => {
    const spec = sandboxSpec(notes)
    expect(spec).toMatchObject({ name: 'notes', noun: 'note', role: 'Admin', fields: { title: 'text', pages: 'number', done: 'boolean' } })
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
