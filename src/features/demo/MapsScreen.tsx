import { mapsClass as s } from './demo.styles'
import { useLingui } from '@lingui/react'

interface Place {
  name: string
  x: number
  y: number
}

const PLACES: readonly Place[] = [
  { name: 'Nutrition clinic North', x: 210, y: 120 },
  { name: 'Coaching centre Old Town', x: 420, y: 260 },
  { name: 'Partner gym Riverside', x: 620, y: 180 },
  { name: 'Farmers market', x: 300, y: 380 },
]

/**
 * Demo: an offline map drawn as inline SVG, no tile server (see docs/decisions.md, "Profile and demo screens"); shown
 * without the footer.
 */
export function MapsScreen() {
  const { _ } = useLingui()
  return (
    <div className={s.page}>
      <div className={s.frame}>
        <svg viewBox="0 0 800 500" role="img" aria-labelledby="map-title" className={s.svg}>
          <title id="map-title">{_('Map of the partner locations')}</title>
          <rect width="800" height="500" className={s.land} />
          <path
            d="M0 300 C150 260 220 340 360 310 S600 200 800 240 L800 290 C620 250 520 360 360 360 S130 320 0 350Z"
            className={s.water}
          />
          <path d="M520 40 h200 v130 h-200z" className={s.park} />
          <path d="M60 400 h180 v80 h-180z" className={s.park} />
          <g className={s.roads} strokeWidth="10" strokeLinecap="round">
            <path d="M40 120 L760 160" />
            <path d="M420 20 L420 480" />
            <path d="M120 480 L700 40" />
          </g>
          <g className={s.roadLines} strokeWidth="2">
            <path d="M40 120 L760 160" />
            <path d="M420 20 L420 480" />
            <path d="M120 480 L700 40" />
          </g>
          {PLACES.map((p) => (
            <g key={p.name} transform={`translate(${p.x} ${p.y})`}>
              <title>{_(p.name)}</title>
              <path d="M0 0 C-14 -20 -14 -36 0 -36 S14 -20 0 0Z" className={s.pin} strokeWidth="2" />
              <circle cy="-24" r="5" className={s.pinDot} />
              <text y="18" textAnchor="middle" fontSize="14" className={s.label} strokeWidth="4" paintOrder="stroke">
                {_(p.name)}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <div>
        <h2 className={s.title}>{_('Locations')}</h2>
        <ul className={s.places}>
          {PLACES.map((p) => (
            <li key={p.name} className={s.place}>
              {_(p.name)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
