// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../handlers/uploads'
import { MAX_JSON_BODY_BYTES } from './requestBody'
import { DROP_PATH, startSandboxServer } from './sandboxServer'
import { tokenFor } from '../../src/test/support/localServer'
import { rawRequest, upgradeRequest } from '../../src/test/support/rawHttp'

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
  // Files a folder of a built console may also hold, which are not the console.
  await mkdir(join(root, 'static', 'assets'))
  await writeFile(join(root, 'static', '.sandbox-data.json'), '{"tokens":"secret"}')
  await writeFile(join(root, 'static', '.env'), 'SECRET=1')
  await writeFile(join(root, 'static', 'assets', '.hidden'), 'secret')
  await writeFile(join(root, 'static', 'assets', 'app.js'), 'console.log(1)')
  server = await startSandboxServer({ port: 0, staticDir: join(root, 'static') })
})
afterAll(() => server.close())
afterEach(() => vi.restoreAllMocks())

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

describe('bad input never ends the server nor reaches its log', () => {
  const TARGETS = ['//x:99999/edit-states', '//[/edit-states']

  test.each(TARGETS)('GET %s answers 400, and the log holds no token', async (target) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const secret = await token('viewer')
    const answer = await rawRequest(server.url, `GET ${target}?access_token=${secret} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(answer.status).toBe(400)
    expect(JSON.stringify(logged.mock.calls)).not.toContain(secret)
  })

  test.each(TARGETS)('a WebSocket upgrade to %s answers 400 and the server keeps serving', async (target) => {
    const answer = await rawRequest(server.url, upgradeRequest(`${target}?access_token=x`))
    expect(answer.status).toBe(400)
    expect((await fetch(`${server.url}/api/v1/servings`)).status).toBe(401)
  })

  test('an error no handler expected answers 500, and its log line carries no token or password', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const secret = await token('viewer')
    vi.spyOn(server.store, 'list').mockImplementation(() => {
      throw new Error(`unexpected, with {"password":"hunter2"} and ${secret}`)
    })
    const answer = await fetch(`${server.url}/api/v1/portions?take=7&access_token=${secret}`, {
      headers: { Authorization: `Bearer ${secret}` },
    })
    expect(answer.status).toBe(500)
    const log = JSON.stringify(logged.mock.calls)
    expect(log).toContain('unexpected')
    expect(log).toContain('/api/v1/portions')
    expect(log).not.toContain(secret)
    expect(log).not.toContain('hunter2')
    expect((await fetch(`${server.url}/api/v1/servings`)).status).toBe(401)
  })
})

describe('methods and paths', () => {
  test.each(['TRACE', 'PATCH', 'PROPFIND'])('%s answers 405 with the methods allowed', async (method) => {
    const answer = await rawRequest(server.url, `${method} /api/v1/portions HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(answer.status).toBe(405)
    expect(answer.text).toMatch(/\r\nallow: GET, HEAD, POST, PUT, DELETE, OPTIONS\r\n/i)
  })

  test('HEAD answers what GET does, without the body: the console, its files, the API and 404s', async () => {
    const viewer = await token('viewer')
    const headers = { Authorization: `Bearer ${viewer}`, 'Accept-Encoding': 'identity' }
    const noStatic = await startSandboxServer({ port: 0 })
    try {
      for (const url of [
        ...['/', '/index.html', '/some/route', '/assets/app.js'].map((path) => server.url + path),
        ...['/api/v1/portions', '/api/v1/portions/1', '/api/v1/nothing', '/api/v1/dictionaries/nope'].map(
          (path) => server.url + path,
        ),
        `${noStatic.url}/`,
        `${noStatic.url}/api/v1/servings`,
      ]) {
        const [get, head] = await Promise.all(['GET', 'HEAD'].map((method) => fetch(url, { method, headers })))
        const got = await get!.arrayBuffer()
        expect([head!.status, head!.headers.get('content-type')], url).toEqual([
          get!.status,
          get!.headers.get('content-type'),
        ])
        expect(Number(head!.headers.get('content-length')), url).toBe(got.byteLength)
        expect(await head!.text()).toBe('')
      }
    } finally {
      await noStatic.close()
    }
  })

  test('with STATIC_DIR, unknown API paths and the hub path answer 404 JSON, not the console', async () => {
    for (const path of [
      '/api/v1/nothing',
      '/api/v1/portions/1/x/y',
      '/API/V1/nothing',
      '/edit-states',
      '/edit-states/x',
    ]) {
      const answer = await fetch(`${server.url}${path}`)
      expect([answer.status, answer.headers.get('content-type')], path).toEqual([404, 'application/json'])
      expect(await answer.json()).toEqual({ message: 'Not found' })
    }
  })

  test('dotfiles in STATIC_DIR are never served, in any spelling', async () => {
    for (const path of ['/.sandbox-data.json', '/.env', '/assets/.hidden', '/%2esandbox-data.json', '/x/../.env']) {
      const answer = await rawRequest(server.url, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`)
      expect(answer.status, path).toBe(404)
      expect(answer.text, path).not.toContain('secret')
      expect(answer.text, path).not.toContain('SECRET')
    }
  })
})
