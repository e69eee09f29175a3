import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { API_URL, signIn, startSandbox, type Client } from '../testing/client'

const { store, server } = startSandbox()
let viewer: Client
let admin: Client

beforeAll(async () => {
  viewer = await signIn('viewer')
  admin = await signIn('admin')
})
afterAll(() => server.close())
beforeEach(() => store.reset())

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

describe('bodies are checked against the resource’s fields before anything is stored', () => {
  test('issue 14: a field nested 5,000 arrays deep is dropped, and the list and the record still read', async () => {
    const created = await viewer.postText('/portions', `{"name":"Deep","servingId":1,"amount":1,"nested":${deep(5000)}}`)
    expect(created.status).toBe(200)
    const id = (created.body as { id: number }).id
    expect(created.body).not.toHaveProperty('nested')
    expect(store.find('portions', id)).not.toHaveProperty('nested')
    expect((await viewer.get('/portions?take=7&skip=0')).status).toBe(200)
    expect((await viewer.get(`/portions/${id}`)).status).toBe(200)
  })

  test('issue 14: an image keeps only its Url', async () => {
    const created = await admin.postText('/lexiconcategories', `{"title":"Deep image","image":{"Url":null,"junk":${deep(5000)}}}`)
    expect(created.status).toBe(200)
    expect((created.body as { image: unknown }).image).toEqual({ Url: null })
  })

  test('issue 14: unknown fields of an update are dropped; the stored record’s own fields stay', async () => {
    const answer = await viewer.put('/portions', { id: 5, name: 'Strawberries', extra: 'dropped' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: 5, name: 'Strawberries', servingId: 9 })
    expect(store.find('portions', 5)).not.toHaveProperty('extra')
  })
})

describe('text fields have a length limit', () => {
  test('issue 14: a name of 100,000 characters answers 400 naming the limit, and nothing is stored', async () => {
    const before = store.records('portions').length
    const answer = await viewer.post('/portions', { name: 'x'.repeat(100_000), servingId: 1, amount: 1 })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errors: { name: 'Name must be at most 1000 characters.' } })
    expect(store.records('portions')).toHaveLength(before)
  })

  test('issue 14: rich text has its own, larger limit', async () => {
    const answer = await admin.post('/webpages', { title: 'Long', slug: 'long', content: `<p>${'x'.repeat(200_000)}</p>` })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errors: { content: 'Content must be at most 100000 characters.' } })
  })
})

describe('prototype keys are not entries', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('issue 14: GET /dictionaries/%s answers 404', async (kind) => {
    expect((await viewer.get(`/dictionaries/${kind}`)).status).toBe(404)
  })

  test.each(['__proto__', 'constructor', 'toString'])('issue 14: the token %s signs nobody in', async (token) => {
    const response = await fetch(`${API_URL}/portions`, { headers: { Authorization: `Bearer ${token}` } })
    expect(response.status).toBe(401)
  })
})

describe('paging numbers and text encoding', () => {
  test.each(['take=NaN', 'take=-1', 'take=1e3', 'take=99999999999999999999', 'skip=1000000001', 'take=1001', 'take=%EF%BC%97'])(
    'issue 14: %s answers 400',
    async (query) => {
      const answer = await viewer.get(`/portions?${query}`)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ message: expect.stringMatching(/whole number/) })
    },
  )

  test('issue 14: a lone surrogate in a text field answers 400; real unicode is kept', async () => {
    const lone = await viewer.postText('/portions', '{"name":"bad \\ud800 text","servingId":1,"amount":1}')
    expect(lone.status).toBe(400)
    expect(lone.body).toMatchObject({ errors: { name: 'Name must be text without lone surrogates.' } })
    const unicode = await viewer.post('/portions', { name: 'Äpfel 🍎 苹果', servingId: 1, amount: 1 })
    expect(unicode.body).toMatchObject({ name: 'Äpfel 🍎 苹果' })
  })
})
