// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { chartGeometry } from './chartGeometry'

const box = { width: 110, height: 60, left: 10, right: 0, top: 0, bottom: 10 }

describe('chartGeometry', () => {
  test('spreads points across the width and scales totals into the height', () => {
    const g = chartGeometry(
      [
        { date: '2024-01-01', total: 100 },
        { date: '2024-02-01', total: 150 },
        { date: '2024-03-01', total: 200 },
      ],
      box,
    )
    expect(g.dots).toEqual([
      { x: 10, y: 50 },
      { x: 60, y: 25 },
      { x: 110, y: 0 },
    ])
    expect(g.line).toBe('M10 50 L60 25 L110 0')
    expect(g.area).toBe('M10 50 L60 25 L110 0 L110 50 L10 50 Z')
    expect([g.min, g.max]).toEqual([100, 200])
  })

  test('a single point sits in the middle, a flat history at the bottom', () => {
    expect(chartGeometry([{ date: '2024-01-01', total: 5 }], box).dots).toEqual([{ x: 60, y: 50 }])
  })

  test('no points draw nothing', () => {
    const g = chartGeometry([], box)
    expect(g.line).toBe('')
    expect(g.area).toBe('')
  })
})
