import { mkdirSync, writeFileSync } from 'node:fs'
import type { Figure } from './bars'

export interface Chunk {
  file: string
  gzipBytes: number
  firstLoad: string[]
  /** Groups of lazy-only code the chunk holds (bench/lib/build.ts LAZY_ONLY): in a first-load chunk, a miss. */
  lazyOnly: string[]
}

export interface BenchReport {
  date: string
  machine: string
  figures: Figure[]
  chunks: Chunk[]
  notes: string[]
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function markdown(report: BenchReport): string {
  const rows = report.figures.map(
    (f) => `| ${f.name} | ${f.value} ${f.unit} | ${f.bar} ${f.unit} | ${f.pass ? 'pass' : '**FAIL**'} |`,
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
    '| Figure | Value | Bar | Result |',
    '|---|---|---|---|',
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
