import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { goInApp } from '../../e2e/support/browser'
import type { ApiClient } from './apiClient'

/** What a page keeps alive after a garbage collection: DOM nodes (in the page or detached), listeners, JS heap. */
export interface Counters {
  nodes: number
  listeners: number
  documents: number
  heapMb: number
}

export interface SoakRound extends Counters {
  round: number
  seconds: number
}

export async function countersAfterGc(cdp: CDPSession): Promise<Counters> {
  // Twice: what the first collection frees (finalizers, weak maps) may let the second free more.
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const dom = (await cdp.send('Memory.getDOMCounters')) as {
    documents: number
    nodes: number
    jsEventListeners: number
  }
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return {
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    documents: dom.documents,
    heapMb: Math.round(heap.usedSize / 1e5) / 10,
  }
}

const EDIT = 'table button[aria-label^="Edit "]'

/** Opens the first row's edit dialog, waits until its form holds the record, and closes it with Cancel. */
async function editFirstRow(page: Page) {
  const pencil = page.locator(EDIT).first()
  if ((await pencil.count()) === 0) return
  await pencil.click()
  const dialog = page.getByRole('dialog', { name: /^Edit / })
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor({ timeout: 15000 })
  // The form, not the skeleton: its Save button shows once the record is in.
  await dialog.getByRole('button', { name: 'Save' }).waitFor({ timeout: 15000 })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15000 })
}

/**
 * A long session: in rounds, every list is visited inside the console (no reload), its first row's
 * edit dialog opened and closed, while another client writes portions (live events reach the page). After each
 * round, with garbage collected, the page's DOM nodes, listeners and JS heap are counted. `writer` may write portions
 * (a Viewer): it updates one portion every half second.
 */
export async function runSoak(
  context: BrowserContext,
  page: Page,
  routes: readonly string[],
  writer: ApiClient,
  { minMs, minRounds, onRound }: { minMs: number; minRounds: number; onRound?(r: SoakRound): void },
): Promise<SoakRound[]> {
  const cdp = await context.newCDPSession(page)
  let writing = true
  let written = 0
  let writeError: unknown
  const writes = (async () => {
    // Updates of the first portion, on the list's last page (a portion created and deleted would be the first row the
    // soak opens, and could be gone by its GET): each is an ItemUpdated to every open portions list.
    const target = await writer.call<Record<string, unknown>>('GET', '/portions/1')
    while (writing) {
      await writer.call('PUT', '/portions', { ...target, amount: 100 + (written++ % 50) })
      await new Promise((r) => setTimeout(r, 500))
    }
  })().catch((e: unknown) => {
    writeError = e
  })
  const rounds: SoakRound[] = []
  const start = Date.now()
  try {
    for (let round = 1; round <= minRounds || Date.now() - start < minMs; round++) {
      for (const route of routes) {
        // The last list's table stays while the next one's code loads (the router's transition): its rows must not
        // pass for the next list's, or its pencil is clicked as it goes (a read-only list has none of its own).
        const previous = await page.locator('table').first().elementHandle()
        await goInApp(page, route)
        await previous?.waitForElementState('hidden', { timeout: 15000 }).catch(() => undefined)
        // A handle keeps its element alive: undisposed, every old table would count as detached DOM.
        await previous?.dispose()
        await page.locator('table tbody tr').first().waitFor({ timeout: 15000 })
        await editFirstRow(page)
      }
      if (writeError) throw writeError
      const counters = await countersAfterGc(cdp)
      const r = { round, seconds: Math.round((Date.now() - start) / 1000), ...counters }
      rounds.push(r)
      onRound?.(r)
    }
  } finally {
    writing = false
    await writes
    await cdp.detach().catch(() => undefined)
  }
  return rounds
}
