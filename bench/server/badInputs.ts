/**
 * Every kind of bad input a client may send: oversized bodies and paths, plus malformed JSON, wrong types, NaN and huge paging numbers, unicode
 * digits and lone surrogates: each must be refused (a 4xx, or a refused hub call), and every record must compare
 * equal before and after. A user made inactive must lose their hub connection (checked after the comparison, as
 * it changes a record). Also hub frames that once stopped the process, an SVG upload, old tokens of a
 * deleted or re-activated person and a login flood (those changing users after the comparison too).
 */
import { HubConnectionState, type HubConnection } from '@microsoft/signalr'
import { hubConnection } from '../../src/test/support/localServer'
import { rawRequest, upgradeRequest } from '../../src/test/support/rawHttp'
import { WebSocket } from 'ws'
import { request, signIn, type ApiClient } from './http'

export interface BadInputResult {
  kind: string
  answer: string
  refused: boolean
}

export interface BadInputFigures {
  results: BadInputResult[]
  recordsEqual: boolean
}

/** Every resource list, dictionary and the servings, as one text: equal text, equal records. */
const RESOURCES = [
  'portions',
  'recipes',
  'promotions',
  'patients',
  'lexiconcategories',
  'lexicon',
  'optimizationareas',
  'targets',
  'methods',
  'methodmultiplechoices',
  'methodtexts',
  'courses',
  'chapters',
  'subchapters',
  'scales',
  'questions',
  'choices',
  'webpages',
  'users',
]
const DICTIONARIES = ['diet', 'goal', 'indication', 'insurance', 'motivation', 'optimisation', 'target']

async function snapshot(chief: ApiClient): Promise<string> {
  const paths = [...RESOURCES.map((r) => `/${r}`), ...DICTIONARIES.map((d) => `/dictionaries/${d}`), '/servings']
  const answers = await Promise.all(paths.map((path) => chief.call('GET', path)))
  return JSON.stringify(answers.map((a) => [a.status, a.body]))
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const is4xx = (status: number) => status >= 400 && status < 500

async function startedHub(url: string, token: string): Promise<HubConnection> {
  const connection = hubConnection(url, token)
  await connection.start()
  return connection
}

const SEPARATOR = '\u001e'

/** A raw hub socket past its handshake sends one frame; the answer is how the server closed it. */
async function hubFrame(url: string, token: string, payload: string | Buffer): Promise<string> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/edit-states?access_token=${encodeURIComponent(token)}`)
  socket.on('error', () => {})
  const closed = new Promise<string>((done) =>
    socket.once('close', (code, reason) => done(`closed ${code}${reason.length ? ` ${reason.toString()}` : ''}`)),
  )
  await new Promise((done) => socket.once('open', done))
  socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + SEPARATOR)
  socket.send(payload, { binary: false })
  return Promise.race([closed, new Promise<string>((done) => setTimeout(() => done('still open'), 5000))]).finally(() =>
    socket.terminate(),
  )
}

async function refusedCall(call: Promise<unknown>): Promise<BadInputResult['answer']> {
  return call.then(
    () => 'accepted',
    (error: unknown) =>
      `refused: ${error instanceof Error ? error.message.replace(/^.*HubException: /, '') : String(error)}`,
  )
}

export async function badInputs(url: string): Promise<BadInputFigures> {
  const chief = await signIn(url, 'chief')
  const viewer = await signIn(url, 'viewer')
  const admin = await signIn(url, 'admin')
  const results: BadInputResult[] = []
  const http = async (
    kind: string,
    reply: Promise<{ status: number; body: unknown }>,
    check: (body: unknown) => boolean = () => true,
  ) => {
    const { status, body } = await reply
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String((body as { message: unknown }).message)
        : ''
    results.push({
      kind,
      answer: `${status}${message ? ` ${message.slice(0, 90)}` : ''}`,
      refused: is4xx(status) && check(body),
    })
  }
  const hub = async (kind: string, answer: Promise<string>) => {
    const text = await answer
    results.push({ kind, answer: text.slice(0, 100), refused: text.startsWith('refused') })
  }
  const upload = (bytes: number) => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(bytes)]), 'big.txt')
    return form
  }

  const before = await snapshot(chief)

  await http('field nested 5,000 arrays deep', viewer.call('PUT', '/portions', `{"id":5,"name":${deep(5000)}}`))
  await http(
    'JSON body of 2 MB',
    viewer.call('POST', '/portions', { name: 'x'.repeat(2 * 1024 * 1024), servingId: 1, amount: 1 }),
  )
  await http(
    'name of 100,000 characters',
    viewer.call('POST', '/portions', { name: 'x'.repeat(100_000), servingId: 1, amount: 1 }),
  )
  await http(
    'rich text of 200,000 characters',
    admin.call('POST', '/webpages', { title: 't', slug: 'long-bench', content: 'x'.repeat(200_000) }),
  )
  await http(
    'upload of 3 MB',
    request(url, 'POST', '/api/v1/files/uploadTemp', upload(3 * 1024 * 1024), {
      Authorization: `Bearer ${viewer.token}`,
    }),
  )
  await http(
    'upload just over 1 MB',
    request(url, 'POST', '/api/v1/files/uploadTemp', upload(1024 * 1024 + 1), {
      Authorization: `Bearer ${viewer.token}`,
    }),
  )
  await http('test hook without the test option', request(url, 'POST', '/__sandbox/hub/drop?refuseMs=600000'))
  await http(
    'STATIC_DIR prefix traversal',
    request(url, 'GET', '/..%2fstatic-secret/secret.txt'),
    (body) => body !== 'secret',
  )
  await http('GET /%', request(url, 'GET', '/%'))
  await http('GET //x:99999/edit-states (not a path)', request(url, 'GET', `//x:99999/edit-states`))
  const upgrade = await rawRequest(url, upgradeRequest(`//x:99999/edit-states?access_token=${viewer.token}`))
  await http('WebSocket upgrade to //x:99999/edit-states', Promise.resolve({ status: upgrade.status ?? 0, body: '' }))
  await http('TRACE', request(url, 'TRACE', '/api/v1/portions'))
  await http(
    'unknown API path with STATIC_DIR',
    request(url, 'GET', '/api/v1/nothing'),
    (body) => typeof body === 'object',
  )
  await http('a dotfile with STATIC_DIR', request(url, 'GET', '/.sandbox-data.db'))
  await http('/dictionaries/__proto__', viewer.call('GET', '/dictionaries/__proto__'))
  await http('/dictionaries/constructor', viewer.call('GET', '/dictionaries/constructor'))
  await http('malformed JSON', viewer.call('POST', '/portions', '{"name": "Half'))
  await http('wrong types', viewer.call('POST', '/portions', { name: 5, servingId: { id: 1 }, amount: 'lots' }))
  await http(
    'wrong role (Viewer writes users)',
    viewer.call('POST', '/users', {
      username: 'x',
      email: 'x@example.de',
      displayname: 'X',
      roles: 'Admin',
      password: 'x',
    }),
  )
  for (const query of [
    'take=NaN',
    'take=-1',
    'take=1e3',
    'take=99999999999999999999',
    'skip=10000000000',
    'take=%EF%BC%97',
  ]) {
    await http(`paging ${query}`, viewer.call('GET', `/portions?${query}`))
  }
  await http('unicode digits as an id (/portions/١)', viewer.call('GET', '/portions/%D9%A1'))
  await http(
    'unicode digits as a serving id',
    viewer.call('POST', '/portions', { name: 'Unicode', servingId: '٣', amount: 1 }),
  )
  await http(
    'lone surrogate in a name',
    viewer.call('POST', '/portions', '{"name":"bad \\ud800","servingId":1,"amount":1}'),
  )
  await http(
    'a number field given " "',
    viewer.call('POST', '/portions', { name: 'Blank', servingId: 1, amount: 1, kcal: ' ' }),
  )
  await http(
    '"9007199254740993" as a whole number',
    admin.call('POST', '/lexiconcategories', { title: 'Big', sortOrder: '9007199254740993' }),
  )
  await http(
    'more decimals than the spec allows (1.2345)',
    viewer.call('POST', '/portions', { name: 'Precise', servingId: 1, amount: 1.2345 }),
  )
  await http('NUL in a name', viewer.call('POST', '/portions', { name: 'a\u0000b', servingId: 1, amount: 1 }))
  await http(
    'right-to-left override in a name',
    viewer.call('POST', '/portions', { name: 'evil\u202Etxt.exe', servingId: 1, amount: 1 }),
  )
  const user = (username: string) => ({
    username,
    email: 'bench-user@example.de',
    displayname: 'Bench',
    roles: 'Viewer',
    password: 'bench-user',
  })
  await http('the username " viewer "', admin.call('POST', '/users', user(' viewer ')))
  await http('the username "admin"', admin.call('POST', '/users', user('admin')))

  const viewerHub = await startedHub(url, viewer.token)
  const adminHub = await startedHub(url, admin.token)
  await hub('Viewer joins the users group', refusedCall(viewerHub.invoke('Init', 'users')))
  await hub('Viewer locks a user row', refusedCall(viewerHub.invoke('AddEntry', 'users', 1)))
  await hub('Admin locks a patient (read-only)', refusedCall(adminHub.invoke('AddEntry', 'patients', 1)))
  await hub(
    'Viewer locks a portion that does not exist',
    refusedCall(viewerHub.invoke('AddEntry', 'portions', 99999999)),
  )
  await hub('group name of 5,000 characters', refusedCall(adminHub.invoke('Init', 'x'.repeat(5000))))
  let lockAnswer = 'accepted'
  for (let id = 1; id <= 21 && lockAnswer === 'accepted'; id++)
    lockAnswer = await refusedCall(adminHub.invoke('AddEntry', 'lexicon', id))
  await hub('a 21st lock on one connection', Promise.resolve(lockAnswer))
  // Admin's connection holds lexicon 1–20 now.
  await http(
    'PUT of a row another user is editing',
    chief.call('PUT', '/lexicon', { id: 1, title: 'Not mine to change' }),
  )
  await http('DELETE of a row another user is editing', chief.call('DELETE', '/lexicon/2'))
  await adminHub.stop()

  // Frames that once stopped the process; each closes only its socket, with a reason.
  const closedWith = (code: number) => (answer: string) => answer.startsWith(`closed ${code}`)
  const frame = async (kind: string, payload: string | Buffer, code: number) => {
    const answer = await hubFrame(url, viewer.token, payload)
    results.push({ kind, answer, refused: closedWith(code)(answer) })
  }
  const init = JSON.stringify({ type: 1, target: 'Init', arguments: ['portions'] }) + SEPARATOR
  await frame('hub frame of 70 KB', 'x'.repeat(70 * 1024), 1009)
  await frame('hub frame with invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x1e]), 1007)
  await frame('1,000 messages batched in one frame', init.repeat(1000), 1008)
  const svg = new FormData()
  svg.set(
    'file',
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }),
    'x.svg',
  )
  await http(
    'SVG upload with a script',
    request(url, 'POST', '/api/v1/images/upload', svg, { Authorization: `Bearer ${viewer.token}` }),
  )

  const recordsEqual = (await snapshot(chief)) === before

  // Deactivating a user changes a record, so it runs after the comparison.
  const created = await admin.call('POST', '/users', {
    username: 'benchtemp',
    email: 'benchtemp@example.de',
    displayname: 'Bench',
    roles: 'Viewer',
    password: 'benchtemp',
    active: true,
  })
  const id = (created.body as { id: number }).id
  const temp = await signIn(url, 'benchtemp')
  const tempHub = await startedHub(url, temp.token)
  await tempHub.invoke('AddEntry', 'portions', 3)
  await admin.call('PUT', '/users', { id, active: false })
  const until = Date.now() + 5000
  while (tempHub.state === HubConnectionState.Connected && Date.now() < until)
    await new Promise((r) => setTimeout(r, 20))
  results.push({
    kind: 'inactive user’s hub connection',
    answer: tempHub.state === HubConnectionState.Connected ? 'still connected' : 'closed',
    refused: tempHub.state !== HubConnectionState.Connected,
  })
  await tempHub.stop()
  await admin.call('DELETE', `/users/${id}`)
  await viewerHub.stop()

  // A token follows the person, not the username.
  const staff = (roles: string) => ({
    username: 'benchperson',
    email: 'benchperson@example.de',
    displayname: 'Bench',
    roles,
    password: 'benchperson',
    active: true,
  })
  const first = (await admin.call('POST', '/users', staff('Viewer'))).body as { id: number }
  const person = await signIn(url, 'benchperson')
  await admin.call('DELETE', `/users/${first.id}`)
  const second = (await admin.call('POST', '/users', staff('Admin'))).body as { id: number }
  await http('old token after delete and re-create as Admin (GET /users)', person.call('GET', '/users?take=1'))
  const again = await signIn(url, 'benchperson')
  await admin.call('PUT', '/users', { id: second.id, active: false })
  await admin.call('PUT', '/users', { id: second.id, active: true })
  await http('old token after inactive → active', again.call('GET', '/users?take=1'))
  await admin.call('DELETE', `/users/${second.id}`)

  // The login throttle, from two loopback addresses of their own (two clients), so the bench's own sign-ins stay free.
  // It counts per account, whatever the address: guesses at one account slow that account alone.
  const login = (username: string, password: string, from: string) =>
    request(url, 'POST', '/api/v1/auth/login', { username, password }, {}, from)
  const statuses: number[] = []
  for (let k = 0; k < 300; k++) statuses.push((await login('editor', `wrong-${k}`, '127.0.0.2')).status)
  const right = await login('editor', 'editor', '127.0.0.2')
  results.push({
    kind: '300 wrong passwords, then the right one, from one client',
    answer: `${statuses.filter((s) => s === 400).length}× 400, then 429; the right one ${right.status}`,
    refused: statuses.at(-1) === 429 && right.status === 429,
  })
  const elsewhere = await login('editor', 'editor', '127.0.0.3')
  results.push({
    kind: 'meanwhile the same account from another client (throttled per account)',
    answer: String(elsewhere.status),
    refused: elsewhere.status === 429,
  })
  const neighbour = await login('chief', 'chief', '127.0.0.2')
  results.push({
    kind: 'meanwhile another person from the guessing client (must sign in)',
    answer: String(neighbour.status),
    refused: neighbour.status === 200,
  })
  await Promise.all([chief, viewer, admin].map((c) => c.call('POST', '/auth/logout')))
  return { results, recordsEqual }
}
