// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { WriteEvent } from '../store/store'
import { signIn, client, type Client, type Page } from '../../src/test/support/sandboxClient'
import { sandboxServer } from '../../src/test/support/msw'

const { store } = sandboxServer()
let admin: Client
let viewer: Client
let editor: Client

beforeAll(async () => {
  admin = await signIn('admin')
  viewer = await signIn('viewer')
  editor = await signIn('editor')
})
beforeEach(() => store.reset())

async function page(c: Client, path: string): Promise<Page> {
  const answer = await c.get(path)
  expect(answer.status).toBe(200)
  return answer.body as Page
}

describe('lists', () => {
  test('take and skip page through the collection newest first, with the full total', async () => {
    const all = store.records('portions').length
    const first = await page(viewer, '/portions?take=7&skip=0')
    const second = await page(viewer, '/portions?take=7&skip=7')
    expect(first.total).toBe(all)
    expect(first.values).toHaveLength(7)
    expect(first.values[0]?.id).toBe(all)
    expect(second.values[0]?.id).toBe(all - 7)
    const last = await page(viewer, `/portions?take=7&skip=${Math.floor((all - 1) / 7) * 7}`)
    expect(last.values.length).toBe(all % 7 || 7)
  })

  test('search is a case-insensitive substring across text fields, and the total counts matches only', async () => {
    const result = await page(viewer, '/portions?take=7&skip=0&search=BANANA')
    expect(result.total).toBe(1)
    expect(result.values[0]?.name).toBe('Banana, raw')
    const none = await page(viewer, '/portions?take=7&skip=0&search=no-such-food')
    expect(none).toEqual({ values: [], total: 0 })
  })

  test('search looks at rich text without its tags', async () => {
    const byText = await page(admin, '/lexicon?take=50&search=two%20brazil%20nuts')
    expect(byText.values.map((v) => v.title)).toEqual(['Selenium'])
    const byTag = await page(admin, '/lexicon?take=50&search=%3Cstrong%3E')
    expect(byTag.total).toBe(0)
  })

  test('the parent key filters a child list', async () => {
    const result = await page(admin, '/lexicon?take=100&skip=0&categoryId=2')
    expect(result.total).toBeGreaterThanOrEqual(5)
    expect(result.values.every((v) => v.categoryId === 2)).toBe(true)
    expect(result.total).toBe(store.records('lexicon').filter((r) => r.categoryId === 2).length)
  })

  test('generic methods list every method when no parentId is sent, and only an area’s with it', async () => {
    const all = await page(admin, '/methods?take=7&skip=0')
    expect(all.total).toBe(store.records('methods').length)
    const ofArea = await page(admin, '/methods?take=7&skip=0&parentId=3')
    expect(ofArea.total).toBe(3)
    expect(ofArea.values.every((v) => v.parentId === 3)).toBe(true)
  })

  test('optimization areas state 0 lists all, 1 active, 2 inactive', async () => {
    const all = await page(admin, '/optimizationareas?take=9&skip=0&state=0')
    const active = await page(admin, '/optimizationareas?take=9&skip=0&state=1')
    const inactive = await page(admin, '/optimizationareas?take=9&skip=0&state=2')
    expect(active.total + inactive.total).toBe(all.total)
    expect(active.values.every((v) => v.active === true)).toBe(true)
    expect(inactive.values.every((v) => v.active === false)).toBe(true)
    expect(inactive.total).toBeGreaterThan(0)
    expect((await admin.get('/optimizationareas?state=7')).status).toBe(400)
  })

  test('portions filter is the serving id', async () => {
    const cups = await page(viewer, '/portions?take=50&filter=3')
    expect(cups.total).toBeGreaterThan(1)
    expect(cups.values.every((v) => v.servingId === 3 && v.serving === 'Cup')).toBe(true)
  })

  test('malformed paging answers 400 with a message', async () => {
    const bad = await viewer.get('/portions?take=-1')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: expect.stringContaining('take') })
  })

  test('GET one answers the record, 404 when it is missing', async () => {
    const one = await viewer.get('/portions/2')
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ id: 2, name: 'Banana, raw' })
    expect((await viewer.get('/portions/9999')).status).toBe(404)
  })
})

describe('writes', () => {
  test('create, update and delete round trip, each announced once as a write event', async () => {
    const events: WriteEvent[] = []
    const stop = store.onWrite((e) => events.push(e))
    const created = await admin.post('/lexicon', {
      categoryId: 3,
      title: 'Manganese',
      text: '<p>Trace element.</p>',
      image: null,
    })
    expect(created.status).toBe(200)
    const saved = created.body as { id: number }
    expect(saved).toMatchObject({ categoryId: 3, title: 'Manganese' })
    expect(saved.id).toBeGreaterThan(
      Math.max(
        ...store
          .records('lexicon')
          .filter((r) => r.id !== saved.id)
          .map((r) => r.id),
      ),
    )

    const listed = await page(admin, '/lexicon?take=7&skip=0&categoryId=3')
    expect(listed.values[0]).toMatchObject({ id: saved.id, title: 'Manganese' })

    const updated = await admin.put('/lexicon', { ...saved, title: 'Manganese (Mn)' })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id: saved.id, title: 'Manganese (Mn)', text: '<p>Trace element.</p>' })
    expect((await admin.get(`/lexicon/${saved.id}`)).body).toMatchObject({ title: 'Manganese (Mn)' })

    const deleted = await admin.delete(`/lexicon/${saved.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({})
    expect((await admin.get(`/lexicon/${saved.id}`)).status).toBe(404)
    stop()
    // Each event names who wrote (the hub's optional attribution, docs/hub-contract.md).
    const by = { username: 'admin', name: 'Anna Admin' }
    expect(events).toEqual([
      { resource: 'lexicon', kind: 'added', id: saved.id, by },
      { resource: 'lexicon', kind: 'updated', id: saved.id, by },
      { resource: 'lexicon', kind: 'deleted', id: saved.id, by },
    ])
  })

  test('PUT merges the body over the stored record, so fields the console does not send are kept', async () => {
    const answer = await viewer.put('/portions', { id: 5, name: 'Strawberries, fresh' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: 5, name: 'Strawberries, fresh', servingId: 9, kcal: 26 })
  })

  test('a deleted id is never handed out again', async () => {
    const first = (await viewer.post('/portions', { name: 'Kiwi', servingId: 2, amount: 1 })).body as { id: number }
    await viewer.delete(`/portions/${first.id}`)
    const second = (await viewer.post('/portions', { name: 'Kiwi', servingId: 2, amount: 1 })).body as { id: number }
    expect(second.id).toBe(first.id + 1)
  })

  test('select values sent as numeric strings are stored as numbers', async () => {
    const answer = await viewer.post('/portions', { name: 'Pear', servingId: '2', amount: '1' })
    expect(answer.body).toMatchObject({ servingId: 2, amount: 1, serving: 'Piece' })
  })

  test('missing required fields, wrong types and unknown references answer 400 with field errors', async () => {
    const events: WriteEvent[] = []
    const stop = store.onWrite((e) => events.push(e))
    const missing = await viewer.post('/portions', { name: '  ', amount: 'lots', servingId: 99 })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      message: expect.stringContaining('Name is required.'),
      errors: {
        name: 'Name is required.',
        amount: 'Amount must be a number.',
        servingId: expect.stringContaining('no serving with id 99'),
      },
    })
    const child = await admin.post('/lexicon', { title: 'Orphan' })
    expect(child.body).toMatchObject({ errors: { categoryId: 'Category is required.' } })
    const wrongParent = await admin.post('/lexicon', { title: 'Orphan', categoryId: 999 })
    expect(wrongParent.status).toBe(400)
    const notObject = await admin.post('/lexicon', [1, 2])
    expect(notObject.status).toBe(400)
    expect((await admin.put('/lexicon', { title: 'No id' })).status).toBe(400)
    expect((await admin.put('/lexicon', { id: 9999, title: 'Gone', categoryId: 1 })).status).toBe(404)
    stop()
    expect(events).toEqual([])
  })

  test('unique fields and cross-field rules answer 400', async () => {
    const taken = await admin.post('/webpages', { title: 'Another imprint', slug: 'imprint' })
    expect(taken.status).toBe(400)
    expect(taken.body).toMatchObject({ errors: { slug: expect.stringContaining('already taken') } })
    const badDates = await editor.post('/promotions', {
      title: 'Reversed',
      insuranceId: 1,
      validFrom: '2026-05-01',
      validTo: '2026-04-01',
    })
    expect(badDates.body).toMatchObject({ errors: { validTo: 'Valid to must be after valid from.' } })
    const badScale = await admin.post('/scales', { title: 'Upside down', minScore: 10, maxScore: 2 })
    expect(badScale.status).toBe(400)
    expect(badScale.body).toMatchObject({ errors: { maxScore: 'Max score must not be below min score.' } })
    expect((await admin.post('/scales', { title: 'Level', minScore: 2, maxScore: 2 })).status).toBe(200)
    const sameDay = { title: 'One day', insuranceId: 1, validFrom: '2026-05-01', validTo: '2026-05-01T12:00:00Z' }
    expect((await editor.post('/promotions', sameDay)).status).toBe(400)
  })

  test('Undeletable rows answer 400 with a message and stay', async () => {
    const undeletable = store.records('portions').find((r) => r.Undeletable)
    expect(undeletable).toBeDefined()
    const answer = await viewer.delete(`/portions/${undeletable?.id}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ message: 'This portion cannot be deleted.' })
    expect(store.find('portions', undeletable?.id ?? 0)).toBeDefined()
  })

  test('deleting a parent deletes its children, grandchildren included, with an event for each', async () => {
    const events: WriteEvent[] = []
    const stop = store.onWrite((e) => events.push(e))
    const course = 2
    const chapterIds = store
      .records('chapters')
      .filter((c) => c.courseId === course)
      .map((c) => c.id)
    const subIds = store
      .records('subchapters')
      .filter((s) => chapterIds.includes(s.chapterId as number))
      .map((s) => s.id)
    expect((await admin.delete(`/courses/${course}`)).status).toBe(200)
    stop()
    expect(store.records('chapters').some((c) => c.courseId === course)).toBe(false)
    expect(store.records('subchapters').some((s) => subIds.includes(s.id))).toBe(false)
    expect(events.filter((e) => e.resource === 'subchapters')).toHaveLength(subIds.length)
    expect(events.at(-1)).toEqual({
      resource: 'courses',
      kind: 'deleted',
      id: course,
      by: { username: 'admin', name: 'Anna Admin' },
    })
  })

  test('a parent whose children include an Undeletable row cannot be deleted', async () => {
    const category = store.records('lexicon').find((r) => r.Undeletable)?.categoryId as number
    expect(store.find('lexiconcategories', category)?.Undeletable).toBe(true)
    const course = (await admin.post('/courses', { title: 'Temporary course' })).body as { id: number }
    const chapter = (await admin.post('/chapters', { title: 'Kept', courseId: course.id })).body as { id: number }
    store.update('chapters', { ...store.find('chapters', chapter.id)!, Undeletable: true })
    const answer = await admin.delete(`/courses/${course.id}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ message: expect.stringContaining('cannot be deleted') })
    expect(store.find('courses', course.id)).toBeDefined()
  })

  test('dates, images, booleans and integers are type-checked', async () => {
    const answer = await admin.post('/courses', { title: 'Types', published: 'yes', sortOrder: 1.5, image: 'pic.png' })
    expect(answer.body).toMatchObject({
      errors: {
        published: 'Published must be true or false.',
        sortOrder: 'Sort order must be a whole number.',
        image: 'Image must be an object with a Url.',
      },
    })
    const date = await editor.post('/promotions', { title: 'Dates', insuranceId: 1, validFrom: '2026-02-30' })
    expect(date.body).toMatchObject({ errors: { validFrom: 'Valid from must be a date (YYYY-MM-DD).' } })
    const ok = await admin.post('/courses', {
      title: 'Types',
      published: true,
      sortOrder: 2,
      image: { Url: 'https://example.org/a.png' },
    })
    expect(ok.status).toBe(200)
  })

  test('the client cannot make a row Undeletable', async () => {
    const answer = await admin.post('/webpages', { title: 'Sticky', slug: 'sticky', Undeletable: true })
    expect(answer.body).not.toHaveProperty('Undeletable')
    expect((await admin.delete(`/webpages/${(answer.body as { id: number }).id}`)).status).toBe(200)
  })

  test('promotions derive the insurance name from the insurance dictionary', async () => {
    const answer = await editor.post('/promotions', { title: 'Members day', insuranceId: 3, insurance: 'wrong name' })
    expect(answer.body).toMatchObject({ insuranceId: 3, insurance: 'TK Techniker Krankenkasse' })
    const list = await page(editor, '/promotions?take=7&skip=0')
    expect(list.values.every((p) => typeof p.insurance === 'string' && p.insurance.length > 0)).toBe(true)
  })
})

describe('special cases', () => {
  test('recipes list and get at /recipes, write at /Recipe', async () => {
    const created = await admin.post('/Recipe', { title: 'Beetroot hummus', kcal: 180, dietId: 3 })
    expect(created.status).toBe(200)
    const id = (created.body as { id: number }).id
    expect((await admin.get(`/recipes/${id}`)).body).toMatchObject({ title: 'Beetroot hummus' })
    expect((await admin.put('/Recipe', { id, title: 'Beetroot hummus with walnuts' })).status).toBe(200)
    expect((await admin.post('/recipes', { title: 'Wrong path' })).status).toBe(405)
    expect((await admin.delete(`/Recipe/${id}`)).status).toBe(200)
    expect((await admin.get(`/recipes/${id}`)).status).toBe(404)
  })

  test('recipes filter by parentId; deleting a recipe keeps its variants as stand-alone recipes', async () => {
    const variants = await page(admin, '/recipes?take=7&skip=0&parentId=1')
    expect(variants.values.map((v) => v.title)).toEqual(['Vegan overnight oats'])
    expect((await admin.delete('/Recipe/1')).status).toBe(200)
    expect(store.find('recipes', 2)?.parentId).toBeNull()
  })

  test('patients answer GET only; other methods are 405', async () => {
    const list = await page(admin, '/patients?take=20&skip=0')
    expect(list.values).toHaveLength(20)
    expect(list.total).toBeGreaterThan(40)
    expect((await admin.get('/patients/1')).status).toBe(200)
    expect((await admin.post('/patients', { firstName: 'New' })).status).toBe(405)
    expect((await admin.put('/patients', { id: 1, firstName: 'Changed' })).status).toBe(405)
    expect((await admin.delete('/patients/1')).status).toBe(405)
    expect(store.find('patients', 1)?.firstName).not.toBe('Changed')
  })

  test('users need a password on create, keep it when an update leaves it blank, and never answer it', async () => {
    const user = {
      username: 'z.test',
      email: 'z.test@example.de',
      displayname: 'Zoe Test',
      roles: 'Viewer,Editor',
      active: true,
    }
    const noPassword = await admin.post('/users', user)
    expect(noPassword.body).toMatchObject({ errors: { password: 'Password is required.' } })
    const created = await admin.post('/users', { ...user, password: 'secret-1' })
    expect(created.status).toBe(200)
    expect(created.body).not.toHaveProperty('password')
    const id = (created.body as { id: number }).id
    await admin.put('/users', { id, displayname: 'Zoe T.', password: null })
    expect(store.find('users', id)?.password).toBe('secret-1')
    const list = await page(admin, '/users?take=100')
    expect(list.values.some((u) => 'password' in u)).toBe(false)
    expect((await admin.get(`/users/${id}`)).body).not.toHaveProperty('password')
    const badRoles = await admin.post('/users', {
      ...user,
      username: 'other',
      email: 'o@example.de',
      roles: 'Viewer,Root',
      password: 'x',
    })
    expect(badRoles.body).toMatchObject({ errors: { roles: expect.stringContaining('Viewer, Editor, Admin') } })
  })

  test('a search never matches on passwords', async () => {
    const password = store.records('users')[0]?.password as string
    expect((await page(admin, `/users?take=7&search=${encodeURIComponent(password)}`)).total).toBe(0)
  })
})

describe('each endpoint checks the role of its screen', () => {
  test('no token or an unknown token answers 401', async () => {
    expect((await client().get('/portions')).status).toBe(401)
    expect((await client('sbx-forged').get('/portions')).status).toBe(401)
    expect((await client().post('/lexicon', { title: 'x', categoryId: 1 })).status).toBe(401)
  })

  test('each resource needs its screen’s role: portions Viewer, promotions Editor, the rest Admin', async () => {
    expect((await viewer.get('/portions?take=7')).status).toBe(200)
    expect((await admin.get('/portions')).status).toBe(403)
    expect((await editor.get('/promotions?take=7')).status).toBe(200)
    expect((await viewer.get('/promotions')).status).toBe(403)
    expect((await admin.get('/promotions')).status).toBe(403)
    expect((await editor.get('/lexicon')).status).toBe(403)
    expect((await viewer.delete('/lexicon/1')).status).toBe(403)
    expect((await editor.post('/Recipe', { title: 'x' })).status).toBe(403)
    // A method the resource does not allow answers 401/403 before 405 (patients are read-only, recipes write at /Recipe).
    expect((await client().post('/patients', { firstName: 'x' })).status).toBe(401)
    expect((await editor.delete('/patients/1')).status).toBe(403)
    expect((await viewer.post('/recipes', { title: 'x' })).status).toBe(403)
    expect((await admin.delete('/recipes/1')).status).toBe(405)
    const chief = await signIn('chief')
    for (const path of ['/portions', '/promotions', '/patients', '/users', '/recipes'])
      expect((await chief.get(`${path}?take=7`)).status).toBe(200)
  })

  test('dictionaries and servings need any sign-in, the dashboard Editor', async () => {
    expect((await viewer.get('/dictionaries/insurance')).status).toBe(200)
    expect((await client().get('/dictionaries/insurance')).status).toBe(401)
    expect((await admin.get('/servings')).status).toBe(200)
    expect((await editor.get('/dashboard/')).status).toBe(200)
    expect((await viewer.get('/dashboard/')).status).toBe(403)
  })
})

describe('users of the Users screen sign in', () => {
  const user = {
    username: 'z.new',
    email: 'z.new@example.de',
    displayname: 'Zara New',
    roles: 'Editor',
    active: true,
    password: 'zara-pw',
  }

  test('a user an admin creates signs in with the password given, with the roles and name given', async () => {
    expect((await client().post('/auth/login', { username: user.username, password: user.password })).status).toBe(400)
    expect((await admin.post('/users', user)).status).toBe(200)
    const login = await client().post('/auth/login', {
      username: user.username,
      password: user.password,
      rememberMe: false,
    })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ username: 'z.new', displayname: 'Zara New', roles: 'Editor' })
    const zara = await signIn(user.username, user.password)
    expect((await zara.get('/promotions?take=7&skip=0')).status).toBe(200)
    expect((await zara.get('/portions?take=7&skip=0')).status).toBe(403)
    const wrong = await client().post('/auth/login', { username: user.username, password: 'nope' })
    expect(wrong.body).toMatchObject({ message: 'Wrong login/password' })
  })

  test('an inactive user cannot sign in, and one made inactive or deleted is signed out', async () => {
    const seededInactive = store.records('users').find((u) => u.active === false)
    const inactiveLogin = await client().post('/auth/login', {
      username: seededInactive?.username,
      password: seededInactive?.password,
    })
    expect(inactiveLogin.status).toBe(400)

    const id = ((await admin.post('/users', user)).body as { id: number }).id
    const zara = await signIn(user.username, user.password)
    expect((await admin.put('/users', { ...user, id, active: false, password: null })).status).toBe(200)
    expect((await zara.get('/promotions?take=7&skip=0')).status).toBe(401)

    await admin.put('/users', { ...user, id, active: true, password: null })
    const again = await signIn(user.username, user.password)
    expect((await admin.delete(`/users/${id}`)).status).toBe(200)
    expect((await again.get('/promotions?take=7&skip=0')).status).toBe(401)
  })

  test('the four sandbox accounts’ names are reserved, and the account still signs in', async () => {
    expect(
      (await admin.post('/users', { ...user, username: 'viewer', email: 'v2@example.de', password: 'other' })).status,
    ).toBe(400)
    expect((await client().post('/auth/login', { username: 'viewer', password: 'other' })).status).toBe(400)
    expect((await client().post('/auth/login', { username: 'viewer', password: 'viewer' })).status).toBe(200)
  })
})

describe('versions: ETag and If-Match', () => {
  const etagOf = (a: { headers: Headers }) => a.headers.get('ETag') ?? ''

  test('GET answers an ETag, and a save answers the new one', async () => {
    const read = await admin.get('/lexicon/1')
    expect(etagOf(read)).toMatch(/^"[0-9a-f]{16}"$/)
    expect((await admin.get('/lexicon/1')).headers.get('ETag')).toBe(etagOf(read))
    const saved = await admin.put('/lexicon', { ...(read.body as object), title: 'Changed' }, etagOf(read))
    expect(saved.status).toBe(200)
    expect(etagOf(saved)).not.toBe(etagOf(read))
    expect(etagOf(await admin.get('/lexicon/1'))).toBe(etagOf(saved))
  })

  test('a PUT with an old If-Match gets 412 with the current record, and writes nothing', async () => {
    const read = await admin.get('/lexicon/1')
    const first = await admin.put('/lexicon', { ...(read.body as object), title: 'First' }, etagOf(read))
    expect(first.status).toBe(200)
    const stale = await admin.put('/lexicon', { ...(read.body as object), title: 'Second' }, etagOf(read))
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({ message: expect.any(String), current: { id: 1, title: 'First' } })
    expect(etagOf(stale)).toBe(etagOf(first))
    expect((await admin.get('/lexicon/1')).body).toMatchObject({ title: 'First' })
  })

  test('no If-Match, `*` or a list holding the version writes as before', async () => {
    const read = await admin.get('/lexicon/1')
    const body = read.body as object
    expect((await admin.put('/lexicon', { ...body, title: 'A' })).status).toBe(200)
    expect((await admin.put('/lexicon', { ...body, title: 'B' }, '*')).status).toBe(200)
    const now = etagOf(await admin.get('/lexicon/1'))
    expect((await admin.put('/lexicon', { ...body, title: 'C' }, `"0", W/${now}`)).status).toBe(200)
  })

  test('the version follows hidden fields too: a new password is a new version', async () => {
    const read = await admin.get('/users/1')
    const body = read.body as object
    const saved = await admin.put('/users', { ...body, password: 'another-password-1' }, etagOf(read))
    expect(saved.status).toBe(200)
    expect(etagOf(saved)).not.toBe(etagOf(read))
  })
})
