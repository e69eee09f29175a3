// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { MAX_RECORDS_PER_COLLECTION, MAX_TOKENS } from '../store/store'
import { API_URL, client, signIn, type Client } from '../../src/test/support/sandboxClient'
import { sandboxServer } from '../../src/test/support/msw'

const { store } = sandboxServer()
let viewer: Client
let admin: Client

beforeAll(async () => {
  viewer = await signIn('viewer')
  admin = await signIn('admin')
})
beforeEach(() => store.reset())

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

describe('bodies are checked against the resource’s fields before anything is stored', () => {
  test('a field nested 5,000 arrays deep is dropped, and the list and the record still read', async () => {
    const created = await viewer.postText(
      '/portions',
      `{"name":"Deep","servingId":1,"amount":1,"nested":${deep(5000)}}`,
    )
    expect(created.status).toBe(200)
    const id = (created.body as { id: number }).id
    expect(created.body).not.toHaveProperty('nested')
    expect(store.find('portions', id)).not.toHaveProperty('nested')
    expect((await viewer.get('/portions?take=7&skip=0')).status).toBe(200)
    expect((await viewer.get(`/portions/${id}`)).status).toBe(200)
  })

  test('an image keeps only its Url', async () => {
    const created = await admin.postText(
      '/lexiconcategories',
      `{"title":"Deep image","image":{"Url":null,"junk":${deep(5000)}}}`,
    )
    expect(created.status).toBe(200)
    expect((created.body as { image: unknown }).image).toEqual({ Url: null })
  })

  test('unknown fields of an update are dropped; the stored record’s own fields stay', async () => {
    const answer = await viewer.put('/portions', { id: 5, name: 'Strawberries', extra: 'dropped' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: 5, name: 'Strawberries', servingId: 9 })
    expect(store.find('portions', 5)).not.toHaveProperty('extra')
  })
})

describe('text fields have a length limit', () => {
  test('a name of 100,000 characters answers 400 naming the limit, and nothing is stored', async () => {
    const before = store.records('portions').length
    const answer = await viewer.post('/portions', { name: 'x'.repeat(100_000), servingId: 1, amount: 1 })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errors: { name: 'Name must be at most 1000 characters.' } })
    expect(store.records('portions')).toHaveLength(before)
  })

  test('rich text has its own, larger limit', async () => {
    const answer = await admin.post('/webpages', {
      title: 'Long',
      slug: 'long',
      content: `<p>${'x'.repeat(200_000)}</p>`,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errors: { content: 'Content must be at most 100000 characters.' } })
  })
})

describe('prototype keys are not entries', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'GET /dictionaries/%s answers 404',
    async (kind) => {
      expect((await viewer.get(`/dictionaries/${kind}`)).status).toBe(404)
    },
  )

  test.each(['__proto__', 'constructor', 'toString'])('the token %s signs nobody in', async (token) => {
    const response = await fetch(`${API_URL}/portions`, { headers: { Authorization: `Bearer ${token}` } })
    expect(response.status).toBe(401)
  })
})

describe('paging numbers and text encoding', () => {
  test.each([
    'take=NaN',
    'take=-1',
    'take=1e3',
    'take=99999999999999999999',
    'skip=1000000001',
    'take=1001',
    'take=%EF%BC%97',
  ])('%s answers 400', async (query) => {
    const answer = await viewer.get(`/portions?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ message: expect.stringMatching(/whole number/) })
  })

  test.each(['', 'take=', 'take=5&take=5', 'take[]=5', 'skip=0&search=a', 'take=7&skip=0&skip=7'])(
    '1.1 a list with no single take (%j) is a 400, never every record',
    async (query) => {
      const answer = await viewer.get(`/portions?${query}`)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ message: expect.stringMatching(/(take|skip) must be a whole number/) })
    },
  )

  test('a lone surrogate in a text field answers 400; real unicode is kept', async () => {
    const lone = await viewer.postText('/portions', '{"name":"bad \\ud800 text","servingId":1,"amount":1}')
    expect(lone.status).toBe(400)
    expect(lone.body).toMatchObject({ errors: { name: 'Name must be text without lone surrogates.' } })
    const unicode = await viewer.post('/portions', { name: 'Äpfel 🍎 苹果', servingId: 1, amount: 1 })
    expect(unicode.body).toMatchObject({ name: 'Äpfel 🍎 苹果' })
  })
})

describe('numbers are numbers, with the spec’s decimal places', () => {
  test.each([' ', '  ', 'abc', '1e3', '0x10', 'Infinity'])(
    'a number field given %j answers 400 and stores nothing',
    async (amount) => {
      const before = store.records('portions').length
      const answer = await viewer.post('/portions', { name: 'Blank amount', servingId: 1, amount: 1, kcal: amount })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ errors: { kcal: 'Kcal must be a number.' } })
      expect(store.records('portions')).toHaveLength(before)
    },
  )

  test('a whole number beyond Number.MAX_SAFE_INTEGER is refused, as text or as a number', async () => {
    for (const sortOrder of ['9007199254740993', 2 ** 53 + 2, 1e300]) {
      const answer = await admin.post('/lexiconcategories', { title: 'Big', sortOrder })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({
        errors: { sortOrder: expect.stringMatching(/whole number from .*9007199254740991/) },
      })
    }
    const big = await viewer.post('/portions', { name: 'Big', servingId: 1, amount: '9007199254740993' })
    expect(big.status).toBe(400)
    expect(big.body).toMatchObject({ errors: { amount: expect.stringMatching(/9007199254740991/) } })
  })

  test('a decimal field takes at most 3 decimals and no minus; numeric text is stored as a number', async () => {
    const tooPrecise = await viewer.post('/portions', { name: 'Precise', servingId: 1, amount: 1.2345 })
    expect(tooPrecise.status).toBe(400)
    expect(tooPrecise.body).toMatchObject({
      errors: { amount: 'Amount must be a number of at least 0 with at most 3 decimals.' },
    })
    const negative = await viewer.post('/portions', { name: 'Negative', servingId: 1, amount: 1, fat: -1 })
    expect(negative.status).toBe(400)
    const fine = await viewer.post('/portions', { name: 'Fine', servingId: 1, amount: '1.125', kcal: 0.5 })
    expect(fine.status).toBe(200)
    expect(fine.body).toMatchObject({ amount: 1.125, kcal: 0.5 })
  })

  test('a decimal field takes a number within its rule', async () => {
    const answer = await admin.post('/targets', {
      title: 'Decimal',
      value: 2.5,
      optimizationAreaId: store.records('optimizationareas')[0]?.id,
    })
    expect(answer.status).toBe(200)
  })
})

describe('text has no control characters', () => {
  test.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['a right-to-left override', 'evil\u202Etxt.exe'],
    ['a left-to-right isolate', 'a\u2066b'],
  ])('%s in a name answers 400 naming the field, and nothing is stored', async (_what, name) => {
    const before = store.records('portions').length
    const answer = await viewer.post('/portions', { name, servingId: 1, amount: 1 })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errors: { name: 'Name must be text without control characters.' } })
    expect(store.records('portions')).toHaveLength(before)
  })

  test('rich text keeps its line breaks and tabs; a NUL in it is refused', async () => {
    const fine = await admin.post('/webpages', { title: 'Lines', slug: 'lines', content: '<p>a</p>\r\n\t<p>b</p>' })
    expect(fine.status).toBe(200)
    const bad = await admin.post('/webpages', { title: 'Nul', slug: 'nul', content: '<p>a\u0000</p>' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errors: { content: 'Content must be text without control characters.' } })
  })
})

describe('usernames are trimmed, unique whatever their case, and the sandbox accounts are reserved', () => {
  const user = (username: string) => ({
    username,
    email: 'new@example.com',
    displayname: 'New',
    roles: 'Viewer',
    password: 'secret-1',
  })

  test('a username is stored trimmed', async () => {
    const answer = await admin.post('/users', user('  newcomer  '))
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ username: 'newcomer' })
  })

  test.each(['viewer', ' viewer ', 'Admin', 'EDITOR', 'chief'])(
    'the username %j is refused: it is a sandbox account',
    async (username) => {
      const answer = await admin.post('/users', user(username))
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ errors: { username: expect.stringMatching(/is reserved/) } })
    },
  )

  test('a username differing only in case or spaces from another user’s is taken', async () => {
    expect((await admin.post('/users', user('Same.Name'))).status).toBe(200)
    const again = await admin.post('/users', user(' same.name '))
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ errors: { username: 'Username “same.name” is already taken.' } })
  })

  test.each([
    ['fullwidth', '\uFF43\uFF48\uFF49\uFF45\uFF46', /is reserved/],
    ['mathematical bold', '\u{1D41C}\u{1D421}\u{1D422}\u{1D41E}\u{1D41F}', /is reserved/],
    ['a zero-width space', 'chief\u200B', /invisible characters/],
    ['a soft hyphen', 'chi\u00ADef', /invisible characters/],
    ['a Cyrillic с', '\u0441hief', /must not mix scripts \(Cyrillic and Latin letters\)/],
    ['small capitals', '\u1D04\u029C\u026A\u1D07\uA730', /look-alike letters/],
  ])('a name that reads as chief (%s) is refused', async (_kind, username, message) => {
    const answer = await admin.post('/users', user(username))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      message: expect.stringMatching(/^The user was not saved: Username /),
      errors: { username: expect.stringMatching(message) },
    })
  })

  test('NFC and NFD spellings of one name are one user; the name is kept in its composed form and signs in either way', async () => {
    const created = await admin.post('/users', user('zo\u00E9'))
    expect(created.status).toBe(200)
    const again = await admin.post('/users', user('zoe\u0301'))
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ errors: { username: expect.stringMatching(/is already taken/) } })
    const decomposed = await admin.post('/users', user('Zoe\u0301x'))
    expect(decomposed.body).toMatchObject({ username: 'Zo\u00E9x' })
    const login = await client().post('/auth/login', { username: 'ZOE\u0301', password: 'secret-1' })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ username: 'zo\u00E9' })
  })

  test('names in one script other than Latin, and Latin with accents, are welcome', async () => {
    for (const name of ['j\u00FCrgen.m\u00FCller', '\u0438\u0432\u0430\u043D', '\u7530\u4E2D\u3055\u3093'])
      expect((await admin.post('/users', user(name))).status, name).toBe(200)
  })
})

describe('what requests can make the store hold is capped', () => {
  test('a create beyond the records per collection answers 507 with a message; updates still work', async () => {
    const rows = store.records('lexiconcategories')
    const template = rows[0] ?? { id: 1, title: 'x' }
    while (rows.length < MAX_RECORDS_PER_COLLECTION) rows.push({ ...template, id: 100_000 + rows.length })
    const answer = await admin.post('/lexiconcategories', { title: 'One too many' })
    expect(answer.status).toBe(507)
    expect(answer.body).toEqual({
      message: `The sandbox holds at most ${MAX_RECORDS_PER_COLLECTION} lexiconcategories; delete some first.`,
    })
    expect(store.records('lexiconcategories')).toHaveLength(MAX_RECORDS_PER_COLLECTION)
    expect((await admin.put('/lexiconcategories', { id: template.id, title: 'Still editable' })).status).toBe(200)
  })

  test('a sign-in beyond the live sign-ins answers 507 with a message', async () => {
    const later = Date.now() + 60_000
    // Other people's sign-ins: one person's own beyond their few end their oldest instead.
    for (let i = Object.keys(store.state.tokens).length; i < MAX_TOKENS; i++) {
      store.state.tokens[`filler-${i}`] = {
        subject: `user:${1_000_000 + i}`,
        generation: 0,
        expiresAt: later,
      }
    }
    const answer = await client().post('/auth/login', { username: 'viewer', password: 'viewer' })
    expect(answer.status).toBe(507)
    expect(answer.body).toEqual({
      message: `The sandbox holds at most ${MAX_TOKENS} sign-ins at once; try again once some have expired.`,
    })
    for (const token of Object.keys(store.state.tokens)) if (token.startsWith('filler-')) store.revokeToken(token)
  })
})
