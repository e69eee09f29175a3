import type { ComponentProps, ReactNode } from 'react'
import { cx } from './cx'
import { paletteClass } from './palette'
import { radioClass as s } from './radio.styles'

export type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'checked'> & {
  checked: boolean
  children: ReactNode
}

/** A native radio with its label in a bordered box that shows the choice, in the primary palette. */
export function Radio({ checked, children, className, ...rest }: RadioProps) {
  return (
    <label className={cx(s.root, paletteClass.brand, className)}>
      <input type="radio" {...rest} checked={checked} className={s.control} />
      <span className={s.label}>{children}</span>
    </label>
  )
}
