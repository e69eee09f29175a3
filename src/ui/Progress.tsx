import { cx } from './cx'
import { progressClass } from './progress.styles'
import { paletteClass } from './palette'

/**
 * Chakra's linear Progress (recipe: label, track, range) in the primary palette. `value` null is indeterminate: the
 * range sweeps the track, as when a browser reports no upload progress.
 */
export function Progress({ label, value, className }: { label: string; value: number | null; className?: string }) {
  const slots = progressClass
  const state = value === null ? 'indeterminate' : value >= 100 ? 'complete' : 'loading'
  return (
    <div className={cx(slots.root, paletteClass.brand, className)} data-state={state}>
      <div className={slots.label} aria-hidden>
        {label}
      </div>
      <div
        className={slots.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value ?? undefined}
        data-state={state}
      >
        <div className={slots.range} data-state={state} style={value === null ? undefined : { width: `${value}%` }} />
      </div>
    </div>
  )
}
