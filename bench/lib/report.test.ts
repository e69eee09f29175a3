// @vitest-environment node
import { expect, test } from 'vitest'
import { atMost, exactly, reported } from './bars'
import { compareFigures, figureLine, formatChange, previousReport } from './report'

const was = (name: string, value: number | string) => ({ name, value })

test('each figure stands beside the previous release’s value of the same figure, with the change', () => {
  const [login, lcp] = compareFigures(
    [
      atMost('First-load JS, /login (gzip)', 118.5, 150, 'KB'),
      atMost('Lighthouse mobile LCP, /login', 1700, 2500, 'ms'),
    ],
    [was('Lighthouse mobile LCP, /login', 1655), was('First-load JS, /login (gzip)', 118.4)],
  )
  expect(login).toMatchObject({ value: 118.5, previous: 118.4, change: 0.1 })
  expect(lcp).toMatchObject({ value: 1700, previous: 1655, change: 45 })
  expect(formatChange(login!)).toBe('+0.1 (+0.1%)')
  expect(formatChange(lcp!)).toBe('+45 (+2.7%)')
  expect(figureLine(lcp!)).toBe('pass  Lighthouse mobile LCP, /login: 1700 ms (was 1655, +45 (+2.7%); bar ≤ 2500 ms)')
})

test('a fall, no change and a figure the previous release did not measure read as such', () => {
  const [tbt, lost, fresh] = compareFigures(
    [
      atMost('Lighthouse mobile TBT, /users', 40, 150, 'ms'),
      exactly('Burst: live events lost (1000 across 5 lists)', 0, 0, ''),
      reported('Undo: toast shown', 12, 'ms'),
    ],
    [was('Lighthouse mobile TBT, /users', 61), was('Burst: live events lost (1000 across 5 lists)', 0)],
  )
  expect(formatChange(tbt!)).toBe('−21 (−34.4%)')
  expect(formatChange(lost!)).toBe('=')
  expect(fresh).not.toHaveProperty('previous')
  expect(formatChange(fresh!)).toBe('new')
  expect(figureLine(fresh!)).toBe('pass  Undo: toast shown: 12 ms (new; bar — ms)')
})

test('a name that carries counts matches the previous one that differs only in them, unless two could', () => {
  const soak = 'Soak: DOM nodes added from round 2 to round 18 (642 → 642)'
  const [nodes] = compareFigures(
    [atMost('Soak: DOM nodes added from round 2 to round 20 (640 → 650)', 10, 50, '')],
    [was(soak, 0)],
  )
  expect(nodes).toMatchObject({ previous: 0, change: 10 })
  const [ambiguous] = compareFigures(
    [atMost('Lighthouse mobile LCP, /lexicon-list/3', 2300, 2500, 'ms')],
    [was('Lighthouse mobile LCP, /lexicon-list/1', 2265), was('Lighthouse mobile LCP, /lexicon-list/2', 2200)],
  )
  expect(ambiguous).not.toHaveProperty('previous')
})

test('a value that is not a number is compared as text', () => {
  const [same, other] = compareFigures(
    ['a', 'b'].map((value, i) => ({ name: ['Chromium', 'Lighthouse'][i]!, value, unit: '', bar: '—', pass: true })),
    [was('Chromium', 'a'), was('Lighthouse', 'c')],
  )
  expect(formatChange(same!)).toBe('=')
  expect(formatChange(other!)).toBe('changed')
  expect(other).not.toHaveProperty('change')
})

test('the previous report is bench/report.json as committed, none where nothing is', () => {
  expect(previousReport()?.figures.length).toBeGreaterThan(0)
  expect(previousReport('bench/no-such-report.json')).toBeUndefined()
})
