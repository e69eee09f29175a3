import type { BrowserContext, Page } from 'playwright-core'
import { ApiCallError, type ApiClient, type ListAnswer, type Row } from './apiClient'

/** A list open in the first browser, as the bench watches it. */
export interface WatchedList {
  resource: string
  route: string
  /** Property shown in the row that changes when the record changes. */
  label: string
  pageSize: number
}

export interface ScreenRow {
  id: number
  text: string
}

/** Rows on screen: the id comes from the row's edit button ("Edit <suffix> <id>"). */
export async function screenRows(page: Page): Promise<ScreenRow[]> {
  return page.$$eval('table tbody tr', (trs) =>
    trs.flatMap((tr) => {
      const label = tr.querySelector('button[aria-label^="Edit "]')?.getAttribute('aria-label') ?? ''
      const id = Number(label.split(' ').at(-1))
      return Number.isFinite(id) && label ? [{ id, text: tr.textContent ?? '' }] : []
    }),
  )
}

export async function screenTotal(page: Page): Promise<number> {
  const text = await page
    .getByText(/\d+ entr(y|ies)$/)
    .first()
    .textContent()
  return Number(/(\d+) entr/.exec(text ?? '')?.[1] ?? NaN)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/**
 * ItemUpdated latency: the second client renames a visible record; the time until the first browser's row shows
 * the new text, and the requests the first browser made meanwhile.
 */
export async function measureUpdateLatency(page: Page, client: ApiClient, list: WatchedList, events: number) {
  const latencies: number[] = []
  const requestCounts: number[] = []
  for (let i = 0; i < events; i++) {
    const rows = await screenRows(page)
    const target = rows[i % rows.length]
    if (!target) throw new Error(`no rows on ${list.route}`)
    const record = await client.call<Row>('GET', `/${list.resource}/${target.id}`)
    const text = `Bench ${i} ${Date.now().toString(36)}`
    let requests = 0
    const onRequest = (r: import('playwright-core').Request) => {
      if (new URL(r.url()).pathname.includes('/api/')) requests++
    }
    page.on('request', onRequest)
    const seen = page.waitForFunction(
      ({ id, text }) =>
        [...document.querySelectorAll('table tbody tr')].some(
          (tr) => tr.querySelector(`button[aria-label$=" ${id}"]`) && tr.textContent?.includes(text),
        ),
      { id: target.id, text },
      { polling: 'raf', timeout: 10000 },
    )
    const start = Date.now()
    await client.call('PUT', `/${list.resource}`, { ...record, [list.label]: text })
    await seen
    latencies.push(Date.now() - start)
    await page.waitForTimeout(300)
    page.off('request', onRequest)
    requestCounts.push(requests)
  }
  return {
    medianMs: median(latencies),
    maxRequests: Math.max(...requestCounts),
    minRequests: Math.min(...requestCounts),
  }
}

export interface BurstResult {
  events: number
  longestTaskMs: number
  longestByList: { resource: string; longestTaskMs: number }[]
  mismatches: string[]
}

/** Long tasks are recorded from page start (buffered), so open the pages with this init script. */
export async function recordLongTasks(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __longest: number }
    w.__longest = 0
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries()) w.__longest = Math.max(w.__longest, e.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
}

async function resetLongTasks(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { __longest: number }).__longest = 0
  })
}

async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __longest: number }).__longest)
}

/**
 * One random write on one of the lists' resources: add, rename or delete. Returns false when another worker
 * deleted the chosen record first (404): no event happened.
 */
async function randomWrite(
  client: ApiClient,
  list: WatchedList,
  n: number,
  make: (list: WatchedList, n: number) => Record<string, unknown>,
) {
  const roll = Math.random()
  try {
    if (roll < 0.4) {
      await client.call('POST', `/${list.resource}`, make(list, n))
      return true
    }
    const page = await client.call<ListAnswer>('GET', `/${list.resource}?take=${list.pageSize * 2}&skip=0`)
    const victim = page.values[Math.floor(Math.random() * page.values.length)]
    if (!victim) return false
    if (roll < 0.8 || victim.Undeletable) {
      await client.call('PUT', `/${list.resource}`, { ...victim, [list.label]: `Burst ${n}` })
    } else {
      await client.call('DELETE', `/${list.resource}/${victim.id}`)
    }
    return true
  } catch (e) {
    if (e instanceof ApiCallError && e.status === 404) return false
    throw e
  }
}

/**
 * 1000 live events across the lists, then every page is compared with a fresh fetch (see docs/decisions.md, "No live event lost"): the total,
 * each row's latest text, no deleted row, no row twice.
 */
export async function runBurst(
  pages: { page: Page; list: WatchedList }[],
  client: ApiClient,
  events: number,
  make: (list: WatchedList, n: number) => Record<string, unknown>,
): Promise<BurstResult> {
  for (const { page } of pages) await resetLongTasks(page)
  let next = 0
  let done = 0
  const worker = async () => {
    while (done < events) {
      const n = next++
      const target = pages[n % pages.length]
      if (target && (await randomWrite(client, target.list, n, make))) done++
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  // Let the last events and their GETs land.
  await Promise.all(pages.map(({ page }) => page.waitForLoadState('networkidle')))
  await new Promise((r) => setTimeout(r, 3000))

  const mismatches: string[] = []
  const longestByList: BurstResult['longestByList'] = []
  for (const { page, list } of pages) {
    longestByList.push({ resource: list.resource, longestTaskMs: Math.round(await longestTask(page)) })
    // A tab in the background renders no frames, so a list there shows what it had until someone looks: the check
    // looks, as a user switching to the tab would, and lets the list finish what it deferred to its next frames.
    await page.bringToFront()
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await page.waitForLoadState('networkidle')
    await new Promise((r) => setTimeout(r, 500))
    const fresh = await client.call<ListAnswer>('GET', `/${list.resource}?take=1000&skip=0`)
    const byId = new Map(fresh.values.map((r) => [r.id, r]))
    const total = await screenTotal(page)
    if (total !== fresh.total)
      mismatches.push(`${list.resource}: total ${total} on screen, ${fresh.total} on the server`)
    const rows = await screenRows(page)
    const ids = rows.map((r) => r.id)
    if (new Set(ids).size !== ids.length) mismatches.push(`${list.resource}: a row shows twice (${ids.join(',')})`)
    for (const row of rows) {
      const record = byId.get(row.id)
      if (!record) mismatches.push(`${list.resource}: deleted row ${row.id} still on screen`)
      else if (!row.text.includes(String(record[list.label])))
        mismatches.push(`${list.resource}: row ${row.id} is stale`)
    }
    if (rows.length < Math.min(list.pageSize, fresh.total)) {
      mismatches.push(
        `${list.resource}: page shows ${rows.length} rows, ${Math.min(list.pageSize, fresh.total)} expected`,
      )
    }
  }
  const longestTaskMs = Math.max(0, ...longestByList.map((l) => l.longestTaskMs))
  return { events, longestTaskMs, longestByList, mismatches }
}
