/**
 * The store's rows with a data file of `portions` portions: PUT, POST, a list page with a search, the data file's
 * size and the mixed load; with 100,000 (or more) also every kind of list and a small list among ten heavy ones,
 * each against its bar.
 */
import { stat } from 'node:fs/promises'
import { listFigures } from './listFigures'
import { failedAnswers, ms, type Row } from './report'
import { startServerProcess } from './serverProcess'
import { firstErrors, storeFigures } from './storeFigures'

/** Bars that hold from this many portions on (the 100,000). */
const BIG = 100_000
const LIST_P99_MS = 20
const UNDER_LOAD_MS = 100
const PUT_P99_MS = 10
/** 50 readers and 5 writers at 100,000 portions (the bar); below, the JSON store's figure at 1,000. */
const MIXED_BIG_P99_MS = 60

export async function storeRows(
  port: number,
  dataFile: string,
  portions: number,
  mixedSeconds: number,
  mixedBarMs: number,
): Promise<Row[]> {
  const server = await startServerProcess({ port, dataFile, reset: true, seedPortions: portions })
  try {
    const big = portions >= BIG
    const lists = big ? await listFigures(server.url, portions, () => server.cpuMs()) : undefined
    const figures = await storeFigures(server.url, portions, mixedSeconds)
    failedAnswers.push(...firstErrors.splice(0))
    const bytes = (await stat(dataFile)).size + ((await stat(`${dataFile}-wal`).catch(() => undefined))?.size ?? 0)
    const spread = (s: { p50: number; count: number }) => `p50 ${ms(s.p50)}, ${s.count} calls`
    const rows: Row[] = [
      {
        figure: `${portions} portions: PUT p99, one at a time (${spread(figures.put)})`,
        value: ms(figures.put.p99),
        bar: big ? `≤ ${PUT_P99_MS} ms` : '(no bar)',
        pass: !big || figures.put.p99 <= PUT_P99_MS,
      },
      {
        figure: `${portions} portions: POST p99, one at a time (${spread(figures.post)})`,
        value: ms(figures.post.p99),
        bar: '(no bar)',
        pass: true,
      },
      {
        figure: `${portions} portions: list page with a search p99 (${spread(figures.listSearch)})`,
        value: ms(figures.listSearch.p99),
        bar: big ? `≤ ${LIST_P99_MS} ms` : '(no bar)',
        pass: !big || figures.listSearch.p99 <= LIST_P99_MS,
      },
      ...(lists?.kinds ?? []).map((kind) => ({
        figure: `${portions} portions: list, ${kind.name}, p99 (p50 ${ms(kind.p50)}, server CPU ${kind.cpuMs.toFixed(2)} ms a request, ${kind.count} calls, ${kind.errors} errors)`,
        value: ms(kind.p99),
        bar: `≤ ${LIST_P99_MS} ms`,
        pass: kind.p99 <= LIST_P99_MS && kind.errors === 0,
      })),
      ...(lists
        ? [
            {
              figure: `${portions} portions: a small list sent while ten heavy ones run (take=1000 with a short search, a filter, the deepest page), slowest of ${lists.underLoad.rounds} (p50 ${ms(lists.underLoad.p50)}, ${lists.underLoad.errors} errors)`,
              value: ms(lists.underLoad.max),
              bar: `≤ ${UNDER_LOAD_MS} ms`,
              pass: lists.underLoad.max <= UNDER_LOAD_MS && lists.underLoad.errors === 0,
            },
          ]
        : []),
      {
        figure: `${portions} portions: data file size (database and its write-ahead log)`,
        value: `${(bytes / 2 ** 20).toFixed(1)} MB`,
        bar: '(no bar)',
        pass: true,
      },
      {
        figure: `${portions} portions: 50 readers + 5 writers for ${mixedSeconds} s, p99 (${spread(figures.mixed)}, ${figures.mixed.errors} errors)`,
        value: ms(figures.mixed.p99),
        bar: big ? `≤ ${ms(MIXED_BIG_P99_MS)}, 0 errors` : `≤ ${ms(mixedBarMs)} (JSON store, 1000 portions), 0 errors`,
        pass: figures.mixed.p99 <= (big ? MIXED_BIG_P99_MS : mixedBarMs) && figures.errors === 0,
      },
    ]
    return rows
  } finally {
    await server.stop()
  }
}
