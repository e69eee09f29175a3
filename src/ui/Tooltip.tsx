import { useId, type ReactElement } from 'react'
import { cx } from './cx'
import { tooltipClass } from './overlay.styles'

/**
 * Chakra's Tooltip look, shown by CSS alone: on hover (after Chakra's 300 ms delay) and on keyboard focus, centred
 * under its anchor and kept in the viewport. `children` gets the tooltip's id to name it in `aria-describedby`.
 */
export function Tooltip({ content, children }: { content: string; children(tooltipId: string): ReactElement }) {
  const id = useId()
  return (
    <span className={tooltipClass.anchor} data-tooltip-anchor="">
      {children(id)}
      <span role="tooltip" id={id} className={cx(tooltipClass.content, tooltipClass.placed)}>
        {content}
      </span>
    </span>
  )
}
