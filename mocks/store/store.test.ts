import { beforeAll, expect, test } from 'vitest'
import { RESOURCES } from '../handlers/resourceTable'
import { buildSeed } from '../seed'
import { signIn, type Client } from '../../src/test/support/sandboxClient'
import { sandboxServer } from '../../src/test/support/msw'
import { localStoragePersistence, memoryPersistence, STORAGE_KEY } from './persistence'
import { SandboxStore } from './store'

const { store } = sandboxServer()
let admin: Client
beforeAll(async () => {
  admin = await signIn('admin')
})

test('the seed is deterministic', () => {
  expect(buildSeed()).toEqual(buildSeed())
})

test('every child’s parent exists and every dictionary reference resolves', () => {
  const seed = buildSeed()
  for (const spec of RESOURCES) {
    const rows = seed.collections[spec.name] ?? []
    // Seed rows are optional for a newly declared resource; conformance.test.ts checks the spec's 19 have some.
    expect(new Set(rows.map((r) => r.id)).size, `${spec.name} ids unique`).toBe(rows.length)
    for (const row of rows) {
      const parentId = spec.parent ? row[spec.parent.key] : undefined
      if (spec.parent && (spec.parent.required || parentId !== null)) {
        const parents = seed.collections[spec.parent.resource] ?? []
        expect(
          parents.some((p) => p.id === parentId),
          `${spec.name} ${row.id} → ${spec.parent.resource} ${String(parentId)}`,
        ).toBe(true)
      }
      for (const [field, kind] of Object.entries(spec.fields)) {
        const value = row[field]
        if (value === null || value === undefined) continue
        if (typeof kind === 'object' && 'dictionary' in kind) {
          expect(
            seed.dictionaries[kind.dictionary]?.some((d) => d.id === value),
            `${spec.name}.${field}`,
          ).toBe(true)
        }
        if (kind === 'serving') expect(seed.servings.some((s) => s.id === value)).toBe(true)
        if (kind === 'file') expect(seed.files.some((f) => f.id === value)).toBe(true)
      }
    }
  }
})

test('the seed is big enough for several pages and varied enough for the screens', () => {
  const { collections } = buildSeed()
  const count = (name: string) => collections[name]?.length ?? 0
  for (const name of [
    'portions',
    'recipes',
    'promotions',
    'lexiconcategories',
    'optimizationareas',
    'targets',
    'methods',
    'courses',
    'chapters',
    'subchapters',
    'scales',
    'questions',
    'choices',
    'webpages',
    'users',
  ]) {
    expect(count(name), name).toBeGreaterThan(7)
  }
  expect(count('patients')).toBeGreaterThan(40)
  expect(new Set(collections.patients?.map((p) => p.gender))).toEqual(new Set([1, 2, null]))
  expect(collections.methods?.some((m) => m.parentId === null)).toBe(true)
  for (const name of ['portions', 'lexicon', 'users', 'webpages']) {
    expect(
      collections[name]?.some((r) => r.Undeletable === true),
      name,
    ).toBe(true)
  }
})

test('reset brings back the seed after writes, and sign-ins stay valid', async () => {
  await admin.put('/lexicon', { id: 1, title: 'Changed' })
  await admin.post('/webpages', { title: 'New page', slug: 'new-page' })
  expect(store.find('lexicon', 1)?.title).toBe('Changed')
  store.reset()
  expect(store.state.collections).toEqual(buildSeed().collections)
  expect((await admin.get('/lexicon/1')).body).toMatchObject({ title: 'Protein' })
})

test('two stores on one localStorage see each other’s writes after refresh, as browser tabs do', () => {
  localStorage.removeItem(STORAGE_KEY)
  const tabA = new SandboxStore(localStoragePersistence())
  const tabB = new SandboxStore(localStoragePersistence())
  const created = tabA.create('webpages', { title: 'From tab A', slug: 'tab-a' })
  tabB.refresh()
  expect(tabB.find('webpages', created.id)?.title).toBe('From tab A')
  tabB.reset()
  tabA.refresh()
  expect(tabA.find('webpages', created.id)).toBeUndefined()
})

test('a persisted store from an older layout is reseeded, keeping its sign-ins but not username-bound tokens', () => {
  const persistence = memoryPersistence()
  const signIn = { subject: 'sandbox:admin', generation: 0, expiresAt: Date.now() + 60000 }
  persistence.save({ tokens: { 'sbx-kept': signIn, 'sbx-old': 'admin' } })
  const upgraded = new SandboxStore(persistence)
  expect(upgraded.accountForToken('sbx-kept')?.username).toBe('admin')
  expect(upgraded.accountForToken('sbx-old')).toBeUndefined()
  expect(upgraded.records('portions').length).toBeGreaterThan(7)
})

test('a write listener is removed by the function onWrite returns', () => {
  const events: string[] = []
  const fresh = new SandboxStore(memoryPersistence())
  const stop = fresh.onWrite((e) => events.push(`${e.kind}:${e.resource}:${e.id}`))
  const record = fresh.create('webpages', { title: 'x', slug: 'x' })
  stop()
  fresh.delete('webpages', record.id)
  expect(events).toEqual([`added:webpages:${record.id}`])
})

test('an upload that does not fit into browser storage is dropped again, leaving the store as it was', () => {
  let full = false
  const base = memoryPersistence()
  const fresh = new SandboxStore({
    ...base,
    save: (d) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError')
      base.save(d)
    },
  })
  const before = fresh.state.images.length
  full = true
  expect(fresh.addImage({ name: 'big.png', type: 'image/png', base64: 'AAAA' })).toBeUndefined()
  expect(fresh.state.images).toHaveLength(before)
})
