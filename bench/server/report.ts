/**
 * What `npm run bench:server` prints: the figures and nothing else on stdout (a table of figures beside their bars,
 * the bad inputs' answers, the first failed answers if any). What it is doing goes to stderr only with
 * BENCH_VERBOSE=1.
 */
import { availableParallelism, totalmem } from 'node:os'

export interface Row {
  figure: string
  value: string
  bar: string
  pass: boolean
}

export const ms = (n: number) => `${n.toFixed(1)} ms`

const VERBOSE = process.env.BENCH_VERBOSE === '1'

/** A line on what the bench does now (stderr, with BENCH_VERBOSE=1). */
export function progress(line: string) {
  if (VERBOSE) process.stderr.write(`${line}\n`)
}

/** Failed answers worth a look, printed under the figures (the first few of each part). */
export const failedAnswers: string[] = []

export function print(rows: readonly Row[], badRows: readonly string[]) {
  const lines = [
    `Sandbox server figures (${new Date().toISOString()} · ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version} · loopback):`,
    '',
    '| Figure | Value | Bar | Result |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.figure} | ${row.value} | ${row.bar} | ${row.pass ? 'pass' : '**FAIL**'} |`),
  ]
  if (badRows.length > 0) lines.push('', '| Bad input | Answer | Result |', '|---|---|---|', ...badRows)
  if (failedAnswers.length > 0) lines.push('', 'First failed answers:', ...failedAnswers.map((a) => `- ${a}`))
  process.stdout.write(`${lines.join('\n')}\n`)
  if (rows.some((r) => !r.pass)) process.exitCode = 1
}
