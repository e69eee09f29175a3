/**
 * Lists at many portions, each kind one at a time (p50/p99 over loopback, and the server's CPU per request, which the
 * machine's other load does not change), then one small list sent while ten heavy ones run: the heavy ones are the
 * largest page (take=1000) with a short search, a filter, a filter with a search, and the deepest page.
 */
import { percentile, signIn, type ApiClient } from './http'

export interface ListKind {
  name: string
  p50: number
  p99: number
  count: number
  /** The server's CPU time per request (user + system), in ms. */
  cpuMs: number
  errors: number
}

export interface ListFigures {
  kinds: ListKind[]
  /** The small list's latency while ten heavy ones run: max and p50 over the rounds. */
  underLoad: { max: number; p50: number; rounds: number; errors: number }
}

const CALLS = 200
const UNDER_LOAD_ROUNDS = 20
const HEAVY = 10

/** What each kind asks, `n` the call's number (pages vary so no two calls in a row are alike). */
function kinds(total: number): { name: string; path: (n: number) => string }[] {
  const deep = Math.max(0, total - 20)
  return [
    { name: 'search of 3+ characters (raw)', path: (n) => `/portions?take=20&skip=${(n % 5) * 20}&search=raw` },
    { name: 'search of 1 character (a)', path: (n) => `/portions?take=20&skip=${(n % 5) * 20}&search=a` },
    { name: 'search of 2 characters (ch)', path: (n) => `/portions?take=20&skip=${(n % 5) * 20}&search=ch` },
    { name: 'serving filter (filter=3)', path: (n) => `/portions?take=20&skip=${(n % 5) * 20}&filter=3` },
    {
      name: 'filter and search (filter=3, raw)',
      path: (n) => `/portions?take=20&skip=${(n % 5) * 20}&filter=3&search=raw`,
    },
    {
      name: 'filter and short search (filter=3, a)',
      path: (n) => `/portions?take=20&skip=${(n % 5) * 20}&filter=3&search=a`,
    },
    { name: 'deepest page', path: (n) => `/portions?take=20&skip=${deep - (n % 5)}` },
    { name: 'filter, deep page (skip=3000)', path: (n) => `/portions?take=20&skip=${3000 + (n % 5)}&filter=3` },
    { name: 'largest page (take=1000)', path: (n) => `/portions?take=1000&skip=${(n % 5) * 1000}` },
  ]
}

/** The heavy requests of the under-load round, ten at a time. */
function heavyPaths(total: number): string[] {
  return [
    '/portions?take=1000&search=a',
    '/portions?take=1000&filter=3',
    '/portions?take=1000&filter=3&search=e',
    `/portions?take=1000&skip=${Math.max(0, total - 1000)}`,
    '/portions?take=1000&search=ch',
  ]
}

export async function listFigures(url: string, total: number, cpuMs: () => Promise<number>): Promise<ListFigures> {
  const viewer = await signIn(url, 'viewer')
  const measured: ListKind[] = []
  for (const kind of kinds(total)) {
    const times: number[] = []
    let errors = 0
    const cpuBefore = await cpuMs()
    for (let n = 0; n < CALLS; n++) {
      const reply = await viewer.call('GET', kind.path(n))
      times.push(reply.ms)
      if (reply.status !== 200) errors++
    }
    measured.push({
      name: kind.name,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      count: times.length,
      cpuMs: ((await cpuMs()) - cpuBefore) / CALLS,
      errors,
    })
  }
  return { kinds: measured, underLoad: await smallDuringHeavy(viewer, total) }
}

/** Rounds of ten heavy lists sent at once, and 5 ms later one small list (a screen's first page with a filter). */
async function smallDuringHeavy(viewer: ApiClient, total: number) {
  const heavy = heavyPaths(total)
  const times: number[] = []
  let errors = 0
  for (let round = 0; round < UNDER_LOAD_ROUNDS; round++) {
    const running = Array.from({ length: HEAVY }, (_, i) => viewer.call('GET', heavy[(round + i) % heavy.length] ?? ''))
    await new Promise((r) => setTimeout(r, 5))
    const small = await viewer.call('GET', `/portions?take=7&filter=${1 + (round % 5)}`)
    times.push(small.ms)
    if (small.status !== 200) errors++
    for (const reply of await Promise.all(running)) if (reply.status !== 200) errors++
  }
  return { max: Math.max(...times), p50: percentile(times, 50), rounds: times.length, errors }
}
