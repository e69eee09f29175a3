import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { z } from 'zod'
import type { Figure } from './bars'

export interface Chunk {
  file: string
  gzipBytes: number
  firstLoad: string[]
  /** Groups of lazy-only code the chunk holds (bench/lib/build.ts LAZY_ONLY): in a first-load chunk, a miss. */
  lazyOnly: string[]
}

/** A figure beside the previous release's value of it, when that release measured it. */
export interface Compared extends Figure {
  previous?: number | string
  /** `value - previous`, when both are numbers. */
  change?: number
}

export interface BenchReport {
  date: string
  machine: string
  /** The date of the previous release's report the figures are compared with, if there was one. */
  previousDate?: string
  figures: Compared[]
  chunks: Chunk[]
  notes: string[]
}

/** What the comparison reads of a committed report; anything else in it may change between releases. */
const committedReport = z.object({
  date: z.string(),
  figures: z.array(z.object({ name: z.string(), value: z.union([z.number(), z.string()]) })),
})
export type PreviousReport = z.infer<typeof committedReport>
type PreviousFigure = PreviousReport['figures'][number]

/**
 * The previous release's report: bench/report.json as committed at git HEAD, not the working copy a run is about to
 * overwrite (a run that stopped halfway, or the one before it in the same session, is no release). Undefined outside
 * a git checkout, before the first committed report, or when it cannot be read.
 */
export function previousReport(path = 'bench/report.json'): PreviousReport | undefined {
  try {
    const text = execFileSync('git', ['show', `HEAD:${path}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return committedReport.parse(JSON.parse(text))
  } catch {
    return undefined
  }
}

/** A figure's name without its numbers: a name that carries counts ("round 2 to round 18 (642 → 642)") still matches. */
const shape = (name: string) => name.replace(/\d+(?:\.\d+)?/g, '#')

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length

/**
 * Each figure with the previous release's value of the same figure and the change. A figure is the same when its name
 * is, or, failing that, when the two names differ only in their numbers and no other previous figure has that shape.
 * A figure the previous release did not measure has neither.
 */
export function compareFigures(figures: readonly Figure[], previous: readonly PreviousFigure[]): Compared[] {
  const byName = new Map(previous.map((f) => [f.name, f]))
  const byShape = new Map<string, PreviousFigure | null>()
  for (const f of previous) byShape.set(shape(f.name), byShape.has(shape(f.name)) ? null : f)
  return figures.map((figure): Compared => {
    const before = byName.get(figure.name) ?? byShape.get(shape(figure.name))
    if (!before) return { ...figure }
    if (typeof figure.value !== 'number' || typeof before.value !== 'number')
      return { ...figure, previous: before.value }
    const places = Math.max(decimals(figure.value), decimals(before.value))
    const change = Number((figure.value - before.value).toFixed(places))
    return { ...figure, previous: before.value, change }
  })
}

/** The change as a reviewer reads it: signed, with the percentage of the previous value when that is not 0. */
export function formatChange({ value, previous, change }: Compared): string {
  if (previous === undefined) return 'new'
  if (change === undefined) return value === previous ? '=' : 'changed'
  if (change === 0) return '='
  const signed = `${change > 0 ? '+' : '−'}${Math.abs(change)}`
  return typeof previous === 'number' && previous !== 0
    ? `${signed} (${change > 0 ? '+' : '−'}${Math.abs((change / previous) * 100).toFixed(1)}%)`
    : signed
}

/** One line per figure for a run's console output. */
export function figureLine(f: Compared): string {
  const was = f.previous === undefined ? 'new' : `was ${f.previous}, ${formatChange(f)}`
  return `${f.pass ? 'pass' : 'FAIL'}  ${f.name}: ${f.value} ${f.unit} (${was}; bar ${f.bar} ${f.unit})`
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function markdown(report: BenchReport): string {
  const rows = report.figures.map(
    (f) =>
      `| ${f.name} | ${f.value} ${f.unit} | ${f.previous ?? '—'} | ${formatChange(f)} | ${f.bar} ${f.unit} | ${f.pass ? 'pass' : '**FAIL**'} |`,
  )
  const chunks = [...report.chunks]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((c) => {
      const rule =
        c.lazyOnly.length === 0
          ? ''
          : c.firstLoad.length > 0
            ? `**${c.lazyOnly.join(', ')}: FAIL**`
            : c.lazyOnly.join(', ')
      return `| ${c.file} | ${kb(c.gzipBytes)} | ${c.firstLoad.join(', ') || 'lazy'} | ${rule} |`
    })
  return [
    '# Bench report',
    '',
    `${report.date} · ${report.machine} · production build served locally, Debian Chromium.`,
    '',
    report.previousDate
      ? `"Previous" is the previous release's run (bench/report.json as committed, ${report.previousDate}).`
      : 'No previous report was committed: nothing to compare with.',
    '',
    '| Figure | Value | Previous | Change | Bar | Result |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Chunks (gzip KB; "first load" names the pages that load the chunk at once; "lazy-only code" is what must not be in a first load)',
    '',
    '| Chunk | gzip KB | First load | Lazy-only code |',
    '|---|---|---|---|',
    ...chunks,
    '',
    ...(report.notes.length ? ['## Notes', '', ...report.notes.map((n) => `- ${n}`), ''] : []),
  ].join('\n')
}

/** bench/report.md for people, bench/report.json for tools. */
export function writeReport(dir: string, report: BenchReport): string {
  mkdirSync(dir, { recursive: true })
  const md = markdown(report)
  writeFileSync(`${dir}/report.md`, md)
  writeFileSync(`${dir}/report.json`, JSON.stringify(report, null, 2))
  return md
}
