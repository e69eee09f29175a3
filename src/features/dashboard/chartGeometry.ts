import type { UserPoint } from '@/api/dashboard'

export interface ChartBox {
  width: number
  height: number
  /** Room left for the y labels, and around the plot. */
  left: number
  right: number
  top: number
  bottom: number
}

export interface ChartGeometry {
  /** SVG path of the line. */
  line: string
  /** SVG path of the area under the line. */
  area: string
  /** Positions of the points, same order as the input. */
  dots: { x: number; y: number }[]
  min: number
  max: number
}

/** Scales the history into the box: x by position in time order, y from the lowest to the highest total. */
export function chartGeometry(points: readonly UserPoint[], box: ChartBox): ChartGeometry {
  const values = points.map((p) => p.total)
  const min = values.length ? Math.min(...values) : 0
  const max = values.length ? Math.max(...values) : 0
  const plotW = box.width - box.left - box.right
  const plotH = box.height - box.top - box.bottom
  const span = max - min || 1
  const step = points.length > 1 ? plotW / (points.length - 1) : 0
  const dots = points.map((p, i) => ({
    x: round(box.left + (points.length > 1 ? i * step : plotW / 2)),
    y: round(box.top + plotH - ((p.total - min) / span) * plotH),
  }))
  const line = dots.map((d, i) => `${i ? 'L' : 'M'}${d.x} ${d.y}`).join(' ')
  const baseY = box.top + plotH
  const first = dots[0]
  const last = dots.at(-1)
  const area = first && last ? `${line} L${last.x} ${baseY} L${first.x} ${baseY} Z` : ''
  return { line, area, dots, min, max }
}

function round(n: number): number {
  return Math.round(n * 10) / 10
}
