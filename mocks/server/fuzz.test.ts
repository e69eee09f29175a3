// @vitest-environment node
/**
 * Random requests over raw sockets against the server as its own process: request lines, targets, headers and
 * bodies no HTTP client would send, WebSocket upgrades, and hub messages. None may end the process, none may be
 * answered 5xx (bad input is a 4xx or a closed socket), and no token may reach its log.
 *
 * `npm test` sends a few hundred; FUZZ_REQUESTS=10000 FUZZ_UPGRADES=1000 FUZZ_FRAMES=2000 (docs/testing.md) the
 * full run.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { startServerProcess, type ServerProcess } from '../../bench/server/serverProcess'
import { tokenFor } from '../../src/test/support/localServer'
import { rawRequest, type RawAnswer } from '../../src/test/support/rawHttp'
import { RECORD_SEPARATOR } from '../hub/protocol'

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const REQUESTS = count('FUZZ_REQUESTS', 400)
const UPGRADES = count('FUZZ_UPGRADES', 100)
const FRAMES = count('FUZZ_FRAMES', 200)
const TIME_LIMIT_MS = 60_000 + (REQUESTS + UPGRADES + FRAMES) * 50

let server: ServerProcess
/** A live sign-in: the fuzz puts it everywhere a token can stand, and the log must never show it. */
let token: string

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-fuzz-'))
  await mkdir(join(dir, 'static'))
  await writeFile(join(dir, 'static', 'index.html'), '<!doctype html><title>console</title>')
  server = await startServerProcess({ port: 0, dataFile: join(dir, 'data.db'), staticDir: join(dir, 'static') })
  token = await tokenFor(server.url, 'chief')
}, 60_000)
afterAll(() => server.stop())

/** Printable ASCII, with the characters URL parsers and HTTP treat specially over-represented. */
const ascii = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...'/\\%[]@:?#&=.;, "\'<>{}|^`~*+'),
    fc.integer({ min: 0x21, max: 0x7e }).map(String.fromCharCode),
  ),
  maxLength: 24,
})
/** What a path segment may hold (RFC 3986 pchar, escapes included, broken ones too). */
const pathText = fc.stringMatching(/^(?:[\w.~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{0,2}){0,16}$/)
const anyText = fc.string({ unit: 'binary', maxLength: 40 })
/** Mostly well formed, so most requests reach the server's own code rather than stop at Node's parser. */
const mostly = <T>(usual: fc.Arbitrary<T>, ...odd: fc.Arbitrary<T>[]) =>
  fc.oneof({ weight: 10 * odd.length, arbitrary: usual }, ...odd)

const segment = mostly(
  fc.constantFrom(
    ...['api/v1', 'api/v1', 'api', 'v1', 'portions', 'users', 'lexicon', 'auth/login', 'servings'],
    ...['edit-states', 'negotiate', 'sandbox-images', 'dictionaries', 'files/coupons', 'images/upload', 'Recipe'],
    ...['1', '2', '-1', '1.5', '99999999', 'index.html', 'assets', '__sandbox', 'hub', 'drop'],
  ),
  fc.constantFrom(...['..', '.', '.env', '.sandbox-data.db', '%', '%2e', '%2f', '%00', '%E0%A4%A', '%ZZ', '[']),
  fc.constantFrom('::1]', 'x:99999', '\\', '*', ''),
  pathText,
  ascii,
)
const RESOURCES = ['portions', 'lexicon', 'users', 'recipes', 'Recipe', 'patients', 'promotions', 'chapters']
/** The API's own paths, with ids of every kind. */
const apiPath = fc
  .tuple(
    fc.constantFrom(
      ...RESOURCES,
      ...['servings', 'dictionaries/insurances', 'dashboard', 'files/coupons', 'images/upload', 'files/uploadTemp'],
      // Not auth/logout: it would revoke the token the rest of the run signs its requests with.
      'auth/login',
    ),
    fc.option(fc.constantFrom('1', '2', '-1', '1.5', '99999999', 'abc', '', '1/x')),
  )
  .map(([resource, id]) => `/api/v1/${resource}${id === null ? '' : `/${id}`}`)
const path = mostly(
  apiPath,
  fc.constantFrom('/', '/index.html', '/edit-states', '/edit-states/negotiate', '/sandbox-images/1.png'),
  fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
)

function targets() {
  const param = mostly(
    fc.constantFrom(`access_token=${token}`, `token=${token}`, 'password=chief', 'take=7', 'skip=-1', 'search=%'),
    fc.tuple(pathText, pathText).map(([name, value]) => `${name}=${value}`),
    fc.tuple(ascii, ascii).map(([name, value]) => `${name}=${value}`),
  )
  const query = fc.option(
    fc.array(param, { maxLength: 4 }).map((params) => `?${params.join('&')}`),
    { nil: '' },
  )
  return fc.tuple(
    mostly(
      path,
      path.map((p) => `/${p}`),
      fc.webUrl(),
      fc.constantFrom('*', '//x:99999/edit-states', '//[/edit-states', 'http://x:99999/', 'http://[/', '/edit-states'),
      anyText,
    ),
    query,
  )
}

/** Header fields: mostly known ones with values that fit them, now and then anything at all. */
function headers() {
  const bearer = mostly(
    fc.constant(`Bearer ${token}`),
    fc.constantFrom(`Bearer ${token}x`, 'Bearer ', 'Basic Y2hpZWY6Y2hpZWY=', token),
  )
  const known = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constant('Authorization'), bearer) },
    fc.tuple(
      fc.constant('Content-Type'),
      fc.constantFrom('application/json', 'multipart/form-data; boundary=x', 'multipart/form-data', 'text/plain'),
    ),
    fc.tuple(fc.constant('Content-Length'), fc.constantFrom('0', '7', '-1', '1048577', '99999999999999999999')),
    fc.tuple(fc.constant('Transfer-Encoding'), fc.constantFrom('chunked', 'gzip', 'chunked, chunked')),
    fc.tuple(fc.constantFrom('Origin', 'Referer'), fc.constantFrom('http://127.0.0.1', 'null', 'http://evil.example')),
    fc.tuple(fc.constant('Connection'), fc.constantFrom('close', 'keep-alive', 'Upgrade')),
    fc.tuple(fc.constant('Upgrade'), fc.constantFrom('websocket', 'h2c')),
    fc.tuple(fc.constant('Accept-Encoding'), fc.constantFrom('gzip, deflate, br', 'identity', '*')),
    fc.tuple(fc.constant('Expect'), fc.constantFrom('100-continue', 'nothing')),
    fc.tuple(fc.constant('X-Sandbox-Client'), fc.constantFrom('10.0.0.1', '')),
    fc.tuple(fc.constant('Access-Control-Request-Headers'), fc.constantFrom('authorization', 'x'.repeat(200))),
    fc.tuple(fc.constant('Cookie'), fc.constantFrom(`token=${token}`, 'a=b')),
  )
  const visible = fc.stringMatching(/^[\x20-\x7e]{0,40}$/)
  const field = mostly(
    known,
    fc.tuple(fc.stringMatching(/^[\w!#$%&'*+.^`|~-]{1,20}$/), visible),
    fc.tuple(ascii, anyText),
  )
  const host = fc.oneof(
    { weight: 9, arbitrary: fc.constant<[string, string][]>([['Host', '127.0.0.1']]) },
    fc.constant([]),
  )
  return fc.tuple(host, fc.array(field, { maxLength: 5 })).map(([first, rest]) => [...first, ...rest])
}

const body = () =>
  fc.oneof(
    fc.constant(''),
    fc.constantFrom(
      JSON.stringify({ username: 'chief', password: 'chief', token }),
      JSON.stringify({ id: 1, name: 'Fuzz', servingId: 1, amount: 1 }),
      '0\r\n\r\n',
      'zz\r\nxyz\r\n',
      '{"',
    ),
    anyText,
  )

const method = mostly(
  fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
  fc.constantFrom('TRACE', 'PATCH', 'CONNECT', 'PROPFIND', 'get', 'QUERY'),
  fc.stringMatching(/^[A-Z-]{1,12}$/),
)
const httpVersion = mostly(fc.constant('HTTP/1.1'), fc.constantFrom('HTTP/1.0', 'HTTP/2', 'HTTP/9.9', ''))

const head = (line: string, fields: [string, string][]) =>
  [line, ...fields.map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n')

/** A body mostly comes with its length (without one, Node reads it as the next request). */
function withBody(fields: [string, string][], content: string, declare: boolean): [string, string][] {
  const framed = fields.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name))
  return content && declare && !framed ? [...fields, ['Content-Length', String(Buffer.byteLength(content))]] : fields
}

/** Bad input answers a 4xx or nothing (a closed socket); 5xx would be the server failing on it. */
function answeredWell(answer: RawAnswer, request: string) {
  expect(answer.status === undefined || answer.status < 500, `${answer.text.slice(0, 300)}\n\nfor\n${request}`).toBe(
    true,
  )
}

async function stillServing() {
  const answer = await fetch(`${server.url}/api/v1/portions?take=1`, { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.status).toBe(200)
}

test(
  `${REQUESTS} random requests, ${UPGRADES} random upgrades and ${FRAMES} random hub messages: the server answers each without a 5xx, keeps serving, and logs no token`,
  async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        targets(),
        httpVersion,
        headers(),
        body(),
        mostly(fc.constant(true), fc.constant(false)),
        async (verb, [target, query], version, fields, content, declare) => {
          const request = head(`${verb} ${target}${query} ${version}`, withBody(fields, content, declare)) + content
          answeredWell(await rawRequest(server.url, request), request)
        },
      ),
      { numRuns: REQUESTS },
    )
    await stillServing()

    const upgradeHeaders = fc.tuple(
      fc.constantFrom('websocket', 'WebSocket', 'h2c', ''),
      fc.constantFrom('13', '8', '', 'x'),
      fc.constantFrom('dGhlIHNhbXBsZSBub25jZQ==', '', 'short', '%%%'),
      fc.constantFrom(`Authorization: Bearer ${token}`, 'Authorization: Bearer nope', 'X-Other: 1'),
      headers(),
    )
    await fc.assert(
      fc.asyncProperty(
        targets(),
        fc.boolean(),
        upgradeHeaders,
        async ([target, query], withToken, [upgrade, version, key, auth, extra]) => {
          const fields: [string, string][] = [
            ['Host', '127.0.0.1'],
            ['Connection', 'Upgrade'],
            ['Upgrade', upgrade],
            ['Sec-WebSocket-Version', version],
            ['Sec-WebSocket-Key', key],
            ...extra,
          ]
          const tokenParam = withToken ? `${query ? '&' : '?'}access_token=${token}` : ''
          const request = head(`GET ${target}${query}${tokenParam} HTTP/1.1`, fields) + `${auth}\r\n\r\n`
          answeredWell(await rawRequest(server.url, request), request)
        },
      ),
      { numRuns: UPGRADES },
    )
    await stillServing()

    await hubMessages(FRAMES)
    await stillServing()
    // Nothing failed unseen either: the server logs an error it did not expect as 'sandbox server: <what>: …'.
    expect(server.output()).not.toMatch(/^sandbox server: /m)
    expect(server.output()).not.toContain(token)
    expect(server.output()).not.toMatch(/access_token=(?!\[redacted\])/)
  },
  TIME_LIMIT_MS,
)

/** Random hub messages over signed-in sockets; a socket closed for breaking a limit is replaced by a new one. */
async function hubMessages(runs: number) {
  const group = fc.oneof(fc.constantFrom('portions', 'users', 'lexicon', 'patients', '', '__proto__'), ascii)
  const id = fc.oneof(fc.integer(), fc.double(), ascii, fc.constantFrom(1, '1', -1, 1.5, 99999999, '', null))
  const invocation = fc.record(
    {
      type: fc.oneof(fc.constant(1), fc.integer({ min: -1, max: 9 })),
      invocationId: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()),
      target: fc.oneof(fc.constantFrom('Init', 'Close', 'AddEntry', 'RemoveEntry', 'constructor', 'toString'), ascii),
      arguments: fc.oneof(
        fc.tuple(group, id),
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
        fc.jsonValue(),
      ),
    },
    { requiredKeys: [] },
  )
  const frame = fc.oneof(
    { weight: 4, arbitrary: invocation.map((record) => JSON.stringify(record) + RECORD_SEPARATOR) },
    anyText,
    fc
      .array(invocation, { maxLength: 4 })
      .map((records) => records.map((r) => JSON.stringify(r)).join(RECORD_SEPARATOR)),
  )
  let hub = await openHub()
  await fc.assert(
    fc.asyncProperty(frame, async (text) => {
      if (hub.socket.readyState !== WebSocket.OPEN) hub = await openHub()
      hub.socket.send(text)
      await new Promise((done) => setTimeout(done, 5))
      // An unexpected failure would close with 1011; a broken limit closes with its own code.
      expect(hub.closedWith(), text).not.toBe(1011)
    }),
    { numRuns: runs },
  )
  hub.socket.terminate()
}

async function openHub(): Promise<{ socket: WebSocket; closedWith(): number | undefined }> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/edit-states?access_token=${token}`)
  let code: number | undefined
  socket.on('error', () => {})
  socket.once('close', (closeCode) => (code = closeCode))
  await new Promise((done) => socket.once('open', done))
  socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + RECORD_SEPARATOR)
  return { socket, closedWith: () => code }
}
