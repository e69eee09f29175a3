/**
 * 50 concurrent clients, 20,000 mixed reads and writes on portions: each client repeats a cycle of ten calls, three
 * of them writes (create, update, delete of its own record), so the data stays the size it started at.
 */
import { percentile, signedInClients, type ApiClient, type Reply } from './http'

export interface LoadFigures {
  requests: number
  errors: number
  p50: number
  p99: number
  /** p99 of the reads and of the writes alone: writes wait for the data file. */
  readP99: number
  writeP99: number
  max: number
  seconds: number
  firstErrors: string[]
}

interface Portion {
  id: number
}

const CYCLE = ['list', 'get', 'list', 'create', 'get', 'update', 'list', 'get', 'delete', 'list'] as const

/** Gets read seeded records, which no client deletes (records listed may be another client's, gone a moment later). */
async function runClient(
  client: ApiClient,
  index: number,
  calls: number,
  seeded: number,
  deadline: number,
  record: (step: string, reply: Reply | Error) => void,
) {
  const own: number[] = []
  for (let n = 0; n < calls && Date.now() < deadline; n++) {
    const step = CYCLE[n % CYCLE.length] ?? 'list'
    try {
      let reply: Reply
      switch (step) {
        case 'list':
          reply = await client.call('GET', `/portions?take=7&skip=${(n * 7) % 35}`)
          break
        case 'get':
          reply = await client.call('GET', `/portions/${1 + ((index + n) % seeded)}`)
          break
        case 'create':
          reply = await client.call('POST', '/portions', {
            name: `Bench ${index}-${n}`,
            servingId: 1 + (n % 5),
            amount: 1 + (n % 9),
          })
          if (reply.status === 200) own.push((reply.body as Portion).id)
          break
        case 'update':
          reply = await client.call('PUT', '/portions', {
            id: own.at(-1),
            name: `Bench ${index}-${n} updated`,
            servingId: 2,
            amount: 3,
          })
          break
        case 'delete':
          reply = await client.call('DELETE', `/portions/${own.pop() ?? 0}`)
          break
      }
      record(step, reply)
    } catch (error) {
      record(step, error instanceof Error ? error : new Error(String(error)))
    }
  }
}

export async function mixedLoad(
  url: string,
  clients: number,
  total: number,
  timeLimitMs: number,
): Promise<LoadFigures> {
  const signedIn = await signedInClients(url, 'viewer', clients)
  const first = await signedIn[0]?.call('GET', '/portions?take=0')
  const seeded = (first?.body as { total: number } | undefined)?.total ?? 1
  const times: number[] = []
  const readTimes: number[] = []
  const writeTimes: number[] = []
  const firstErrors: string[] = []
  let errors = 0
  let failedCalls = 0
  const started = Date.now()
  const deadline = started + timeLimitMs
  const perClient = Math.ceil(total / clients)
  await Promise.all(
    signedIn.map((client, index) =>
      runClient(client, index, perClient, seeded, deadline, (step, reply) => {
        if (reply instanceof Error || reply.status !== 200) {
          errors++
          if (firstErrors.length < 5)
            firstErrors.push(
              `${step}: ${reply instanceof Error ? reply.message : `${reply.status} ${JSON.stringify(reply.body)}`}`,
            )
        }
        if (reply instanceof Error) failedCalls++
        else {
          times.push(reply.ms)
          ;(step === 'list' || step === 'get' ? readTimes : writeTimes).push(reply.ms)
        }
      }),
    ),
  )
  await Promise.all(signedIn.map((client) => client.call('POST', '/auth/logout')))
  return {
    requests: times.length + failedCalls,
    errors,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    readP99: percentile(readTimes, 99),
    writeP99: percentile(writeTimes, 99),
    max: Math.max(...times),
    seconds: (Date.now() - started) / 1000,
    firstErrors,
  }
}
