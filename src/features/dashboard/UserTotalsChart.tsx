import { useEffect, useId, useRef, useState } from 'react'
import { apiDateToDisplay } from '@/features/forms/dateValue'
import { chartGeometry, type ChartBox } from './chartGeometry'
import type { UserPoint } from '@/api/dashboard'
import { visuallyHiddenClass } from '@/ui/feedback.styles'
import { dashboardClass } from './DashboardScreen.styles'
import { formatTotal } from './formatTotal'
import { useLingui } from '@lingui/react'

const MARGINS = { left: 56, right: 16, top: 16, bottom: 32 }
const MIN_WIDTH = 280
const DEFAULT_WIDTH = 640

/** The chart is drawn at its real pixel width, so labels keep their size from a phone to a wide screen. */
function boxFor(width: number): ChartBox {
  return { width, height: Math.round(Math.min(320, Math.max(180, width * 0.4))), ...MARGINS }
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(DEFAULT_WIDTH)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.max(MIN_WIDTH, Math.round(entry.contentRect.width)))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/**
 * The history of user totals as a line over a filled area. The SVG is one image with a title and a summary for
 * screen readers; the exact figures are in a visually hidden table beside it.
 */
export function UserTotalsChart({ history }: { history: readonly UserPoint[] }) {
  const { ref, width } = useWidth()
  const box = boxFor(width)
  const { _, i18n } = useLingui()
  const total = (n: number) => formatTotal(n, i18n.locale)
  const titleId = useId()
  const descId = useId()
  const geometry = chartGeometry(history, box)
  const first = history[0]
  const last = history.at(-1)
  const baseY = box.height - box.bottom
  const summary =
    first && last
      ? _('From {first} users on {firstDate} to {last} on {lastDate}.', {
          first: total(first.total),
          firstDate: apiDateToDisplay(first.date),
          last: total(last.total),
          lastDate: apiDateToDisplay(last.date),
        })
      : ''

  return (
    <div ref={ref} className={dashboardClass.chart}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${box.width} ${box.height}`}
        width="100%"
        preserveAspectRatio="xMidYMid meet"
        data-testid="user-totals-chart"
      >
        <title id={titleId}>{_('Total users over time')}</title>
        <desc id={descId}>{summary}</desc>
        <g fontSize="12" fill="var(--chakra-colors-fg-muted)">
          <text x={box.left - 8} y={box.top + 4} textAnchor="end">
            {total(geometry.max)}
          </text>
          <text x={box.left - 8} y={baseY} textAnchor="end">
            {total(geometry.min)}
          </text>
          {first && (
            <text x={box.left} y={box.height - 8} textAnchor="start">
              {apiDateToDisplay(first.date)}
            </text>
          )}
          {last && history.length > 1 && (
            <text x={box.width - box.right} y={box.height - 8} textAnchor="end">
              {apiDateToDisplay(last.date)}
            </text>
          )}
        </g>
        <line x1={box.left} x2={box.width - box.right} y1={baseY} y2={baseY} stroke="var(--chakra-colors-border)" />
        <path d={geometry.area} fill="currentColor" fillOpacity={0.15} />
        <path d={geometry.line} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" />
        {geometry.dots.map((dot, i) => (
          <circle key={history[i]?.date ?? i} cx={dot.x} cy={dot.y} r={3} fill="currentColor" />
        ))}
      </svg>
      <div className={visuallyHiddenClass}>
        <table>
          <caption>{_('Total users by date')}</caption>
          <thead>
            <tr>
              <th scope="col">{_('Date')}</th>
              <th scope="col">{_('Total users')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((point) => (
              <tr key={point.date}>
                <td>{apiDateToDisplay(point.date)}</td>
                <td>{total(point.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
