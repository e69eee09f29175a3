// @vitest-environment node
/**
 * No hub client can crash the server, stall the others or outlive its sign-in. Raw WebSockets
 * (the ws package) send what a SignalR client never would.
 */
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { RECORD_SEPARATOR } from '../hub/protocol'
import { HUB_LIMITS } from '../hub/limits'
import { startSandboxServer } from './sandboxServer'
import { tokenFor } from '../../src/test/support/localServer'

let server: Awaited<ReturnType<typeof startSandboxServer>>
const sockets: WebSocket[] = []

beforeAll(async () => {
  server = await startSandboxServer({ port: 0 })
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate()
})
afterAll(() => server.close())

const login = (username: string) => tokenFor(server.url, username)

interface Hub {
  socket: WebSocket
  /** Every record received, parsed. */
  records: Record<string, unknown>[]
  closed: Promise<{ code: number; reason: string }>
  call(target: string, ...args: unknown[]): Promise<Record<string, unknown>>
}

let nextInvocation = 0

/** A hub connection past its handshake, speaking the JSON protocol by hand. */
async function hub(token: string): Promise<Hub> {
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}/edit-states?access_token=${encodeURIComponent(token)}`,
  )
  sockets.push(socket)
  const records: Record<string, unknown>[] = []
  const closed = new Promise<{ code: number; reason: string }>((done) =>
    socket.once('close', (code, reason) => done({ code, reason: reason.toString() })),
  )
  socket.on('error', () => {})
  socket.on('message', (data: Buffer) => {
    for (const text of data.toString().split(RECORD_SEPARATOR))
      if (text) records.push(JSON.parse(text) as Record<string, unknown>)
  })
  await new Promise<void>((done, fail) => {
    socket.once('open', () => done())
    socket.once('unexpected-response', (_req, res) => fail(new Error(`upgrade answered ${res.statusCode}`)))
  })
  socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + RECORD_SEPARATOR)
  await until(() => records.length > 0)
  return {
    socket,
    records,
    closed,
    async call(target, ...args) {
      const invocationId = `t${++nextInvocation}`
      socket.send(JSON.stringify({ type: 1, invocationId, target, arguments: args }) + RECORD_SEPARATOR)
      await until(() => records.some((r) => r.invocationId === invocationId))
      return records.find((r) => r.invocationId === invocationId) ?? {}
    },
  }
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** Another user's hub and HTTP still work. */
async function othersStillServed() {
  const other = await hub(await login('chief'))
  expect(await other.call('Init', 'portions')).toMatchObject({ type: 3, result: null })
  const list = await fetch(`${server.url}/api/v1/portions?take=1`, {
    headers: { Authorization: `Bearer ${await login('viewer')}` },
  })
  expect(list.status).toBe(200)
  return other
}

test(`a frame over ${HUB_LIMITS.maxFrameBytes / 1024} KB closes only that socket (1009, with a reason)`, async () => {
  const bystander = await hub(await login('chief'))
  const attacker = await hub(await login('viewer'))
  attacker.socket.send('x'.repeat(HUB_LIMITS.maxFrameBytes + 1))
  expect(await attacker.closed).toMatchObject({ code: 1009, reason: expect.stringContaining('64 KB') })
  // Far larger: cut at its header, unread.
  const huge = await hub(await login('viewer'))
  huge.socket.send('x'.repeat(4 * 1024 * 1024))
  expect(await huge.closed).toMatchObject({ code: 1009 })
  expect(bystander.socket.readyState).toBe(WebSocket.OPEN)
  expect(await bystander.call('Init', 'portions')).toMatchObject({ result: null })
  await othersStillServed()
})

test('a text frame with invalid UTF-8 closes only that socket (1007, with a reason)', async () => {
  const attacker = await hub(await login('viewer'))
  attacker.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x1e]), { binary: false })
  expect(await attacker.closed).toMatchObject({ code: 1007, reason: expect.stringMatching(/UTF-8/) })
  await othersStillServed()
})

test('about 1,000 messages batched in one frame close that socket unanswered (1008)', async () => {
  const attacker = await hub(await login('viewer'))
  const record = JSON.stringify({ type: 1, target: 'Init', arguments: ['portions'] }) + RECORD_SEPARATOR
  const batch = record.repeat(Math.floor((HUB_LIMITS.maxFrameBytes - 1) / record.length))
  expect(batch.split(RECORD_SEPARATOR).length).toBeGreaterThan(HUB_LIMITS.maxRecordsPerFrame)
  attacker.socket.send(batch)
  expect(await attacker.closed).toMatchObject({
    code: 1008,
    reason: expect.stringContaining(`${HUB_LIMITS.maxRecordsPerFrame}`),
  })
  expect(attacker.records.filter((r) => r.target === 'StateList')).toHaveLength(0)
  await othersStillServed()
})

test('a connection sending faster than its rate limit is closed (1008), the others keep working', async () => {
  const attacker = await hub(await login('viewer'))
  const ping = JSON.stringify({ type: 6 }) + RECORD_SEPARATOR
  for (let k = 0; k < HUB_LIMITS.messageBurst + 50; k++) attacker.socket.send(ping)
  expect(await attacker.closed).toMatchObject({ code: 1008, reason: expect.stringContaining('Too many messages') })
  await othersStillServed()
})

test('one user holds a bounded number of hub connections; the next is refused with 429', async () => {
  const token = await login('editor')
  for (let k = 0; k < HUB_LIMITS.connectionsPerUser; k++) await hub(token)
  await expect(hub(await login('editor'))).rejects.toThrow('upgrade answered 429')
  await othersStillServed()
})

test('one user holds a bounded number of locks across their connections', async () => {
  const token = await login('admin')
  const connections = await Promise.all(
    Array.from({ length: Math.ceil(HUB_LIMITS.locksPerUser / HUB_LIMITS.locksPerConnection) + 1 }, () => hub(token)),
  )
  let id = 0
  let refusal: Record<string, unknown> | undefined
  for (const connection of connections) {
    for (let k = 0; k < HUB_LIMITS.locksPerConnection && !refusal; k++) {
      const answer = await connection.call('AddEntry', 'lexicon', ++id)
      if (answer.error) refusal = answer
    }
  }
  expect(id).toBe(HUB_LIMITS.locksPerUser + 1)
  expect(refusal?.error).toContain(`at most ${HUB_LIMITS.locksPerUser} locks`)
})

test('an idle connection is closed when its token expires, by a timer, before any event reaches it', async () => {
  const short = await startSandboxServer({ port: 0, tokenTtlMs: 600 })
  try {
    const response = await fetch(`${short.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'viewer', password: 'viewer' }),
    })
    const { token } = (await response.json()) as { token: string }
    const socket = new WebSocket(`${short.url.replace('http', 'ws')}/edit-states?access_token=${token}`)
    sockets.push(socket)
    const received: string[] = []
    socket.on('message', (data: Buffer) => received.push(data.toString()))
    await new Promise((done) => socket.once('open', done))
    socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + RECORD_SEPARATOR)
    socket.send(JSON.stringify({ type: 1, target: 'Init', arguments: ['portions'] }) + RECORD_SEPARATOR)
    const started = Date.now()
    const closed = await new Promise<number>((done) => socket.once('close', (code) => done(code)))
    expect(closed).toBe(4401)
    expect(Date.now() - started).toBeLessThan(1500)
    short.store.create('portions', { name: 'After expiry', servingId: 1, amount: 1 })
    expect(received.join('')).not.toContain('ItemAdded')
  } finally {
    await short.close()
  }
})
