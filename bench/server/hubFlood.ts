/**
 * One connection floods the hub with 10,000 messages while another user works: that user's list GETs
 * and hub calls (AddEntry and RemoveEntry over SignalR) are timed throughout. The flooder meets the rate limit and
 * is closed; the other user's hub call should stay ≤ 200 ms.
 */
import { hubConnection } from '../../src/test/support/localServer'
import { WebSocket } from 'ws'
import { percentile, signIn } from './http'

export interface HubFloodFigures {
  sent: number
  /** Completions the flooder received before it was closed. */
  answered: number
  closedWith: string
  getP99: number
  getCount: number
  hubMax: number
  hubP99: number
  hubCount: number
  hubErrors: number
}

const FLOOD = 10_000
const WORK_MS = 3000
const CALL_EVERY_MS = 100
const SEPARATOR = '\u001e'

export async function hubFlood(url: string): Promise<HubFloodFigures> {
  const flooder = await signIn(url, 'viewer')
  const worker = await signIn(url, 'chief')
  const hub = hubConnection(url, worker.token)
  await hub.start()
  await hub.invoke('Init', 'portions')

  const socket = new WebSocket(
    `${url.replace('http', 'ws')}/edit-states?access_token=${encodeURIComponent(flooder.token)}`,
  )
  socket.on('error', () => {})
  let answered = 0
  socket.on(
    'message',
    (data: Buffer) =>
      (answered += data
        .toString()
        .split(SEPARATOR)
        .filter((r) => r.includes('"invocationId"')).length),
  )
  const closed = new Promise<string>((done) =>
    socket.once('close', (code, reason) => done(`${code} ${reason.toString()}`)),
  )
  await new Promise((done) => socket.once('open', done))
  socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + SEPARATOR)

  const gets: number[] = []
  const calls: number[] = []
  const until = Date.now() + WORK_MS
  const listing = (async () => {
    while (Date.now() < until) gets.push((await worker.call('GET', '/portions?take=7')).ms)
  })()
  let hubErrors = 0
  // A person's pace, well inside the per-connection rate limit: a hub call every 100 ms.
  const locking = (async () => {
    for (let n = 0; Date.now() < until; n++) {
      const started = performance.now()
      try {
        await hub.invoke(n % 2 ? 'RemoveEntry' : 'AddEntry', 'portions', 1 + (Math.floor(n / 2) % 5))
        calls.push(performance.now() - started)
      } catch {
        hubErrors++
      }
      await new Promise((r) => setTimeout(r, CALL_EVERY_MS))
    }
  })()
  // The flood starts once the worker is under way: every message its own frame, as fast as the socket takes them.
  await new Promise((r) => setTimeout(r, 200))
  let sent = 0
  for (; sent < FLOOD && socket.readyState === WebSocket.OPEN; sent++) {
    socket.send(
      JSON.stringify({ type: 1, invocationId: String(sent), target: 'Init', arguments: ['portions'] }) + SEPARATOR,
    )
  }
  const closedWith = await Promise.race([
    closed,
    new Promise<string>((done) => setTimeout(() => done('still open'), WORK_MS)),
  ])
  await Promise.all([listing, locking])
  socket.terminate()
  await hub.stop()
  await Promise.all([flooder, worker].map((c) => c.call('POST', '/auth/logout')))
  return {
    sent,
    answered,
    closedWith,
    getP99: percentile(gets, 99),
    getCount: gets.length,
    hubMax: Math.max(...calls),
    hubP99: percentile(calls, 99),
    hubCount: calls.length,
    hubErrors,
  }
}
