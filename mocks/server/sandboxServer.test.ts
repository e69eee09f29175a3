// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../handlers/uploads'
import { MAX_JSON_BODY_BYTES } from './requestBody'
import { DROP_PATH, startSandboxServer } from './sandboxServer'
import { tokenFor } from '../../src/test/support/localServer'

type Server = Awaited<ReturnType<typeof startSandboxServer>>
let server: Server
let root: string

beforeAll(async () => {
  // A built console next to a folder whose name starts like it (a prefix must not let a path out).
  root = await mkdtemp(join(tmpdir(), 'sandbox-static-'))
  await mkdir(join(root, 'static'))
  await mkdir(join(root, 'static-secret'))
  await writeFile(join(root, 'static', 'index.html'), '<!doctype html><title>console</title>')
  await writeFile(join(root, 'static-secret', 'secret.txt'), 'secret')
  server = await startSandboxServer({ port: 0, staticDir: join(root, 'static') })
})
afterAll(() => server.close())

const token = (username: string) => tokenFor(server.url, username)

describe('request size', () => {
  test(`a JSON body over ${MAX_JSON_BODY_BYTES} bytes answers 413 with a message, and nothing is stored`, async () => {
    const before = server.store.records('portions').length
    const response = await fetch(`${server.url}/api/v1/portions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await token('viewer')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES), servingId: 1, amount: 1 }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      message: `The request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KB.`,
    })
    expect(server.store.records('portions')).toHaveLength(before)
  })

  test('an upload far over the file limit answers 413 before it is read whole', async () => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(MAX_UPLOAD_BYTES * 3)]), 'big.txt')
    const response = await fetch(`${server.url}/api/v1/files/uploadTemp`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await token('editor')}` },
      body: form,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('larger than') })
  })
})

describe('static files and paths', () => {
  test('a path escaping STATIC_DIR into a sibling folder with the same prefix is not served', async () => {
    const response = await fetch(`${server.url}/..%2fstatic-secret/secret.txt`)
    expect(await response.text()).not.toBe('secret')
  })

  test('a malformed escape in the path answers 400, not 500', async () => {
    expect((await fetch(`${server.url}/%`)).status).toBe(400)
    expect((await fetch(`${server.url}/%E0%A4%A`)).status).toBe(400)
  })
})

describe('nosniff', () => {
  test('every answer carries X-Content-Type-Options: nosniff: the console’s files, the SPA fallback, the API, 404 and 400', async () => {
    const answers = await Promise.all(
      ['/', '/index.html', '/some/route', '/api/v1/portions', '/api/v1/nothing', '/%', '/sandbox-images/1.png'].map(
        (path) => fetch(`${server.url}${path}`),
      ),
    )
    for (const answer of answers) expect(answer.headers.get('X-Content-Type-Options'), answer.url).toBe('nosniff')
  })
})

describe('the login throttle counts per account, over every loopback address', () => {
  /** A sign-in attempt from one loopback address (Linux answers all of 127/8). */
  function attempt(from: string, username: string, password: string) {
    return new Promise<{ status: number; retryAfter: string | undefined }>((done, fail) => {
      const body = JSON.stringify({ username, password, rememberMe: false })
      const req = httpRequest(
        `${server.url}/api/v1/auth/login`,
        { method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json' } },
        (res) => {
          res.resume()
          res.on('end', () => done({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }))
        },
      )
      req.on('error', fail)
      req.end(body)
    })
  }

  test('guesses at one account are refused with 429 and Retry-After from every address; other accounts sign in from the same one', async () => {
    let answer = { status: 0, retryAfter: undefined as string | undefined }
    for (let k = 0; k < 50 && answer.status !== 429; k++)
      answer = await attempt(`127.0.0.${2 + (k % 50)}`, 'admin', `guess-${k}`)
    expect(answer.status).toBe(429)
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
    expect((await attempt('127.0.0.99', 'admin', 'admin')).status).toBe(429)
    expect((await attempt('127.0.0.2', 'chief', 'chief')).status).toBe(200)
  })
})

describe('the test hook', () => {
  test('without the test-hook option the drop hook answers 404 and cuts nobody off', async () => {
    const response = await fetch(`${server.url}${DROP_PATH}?refuseMs=60000`, { method: 'POST' })
    expect(response.status).toBe(404)
    const negotiate = await fetch(`${server.url}/edit-states/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await token('viewer')}` },
    })
    expect(negotiate.status).toBe(200)
  })

  test('with the test-hook option it works as before', async () => {
    const forTests = await startSandboxServer({ port: 0, testHooks: true })
    try {
      expect((await fetch(`${forTests.url}${DROP_PATH}?refuseMs=0`, { method: 'POST' })).status).toBe(200)
    } finally {
      await forTests.close()
    }
  })
})
