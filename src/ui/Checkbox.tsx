import type { ComponentProps, ReactNode } from 'react'
import { checkboxClass } from './checkbox.styles'
import { cx } from './cx'
import { paletteClass } from './palette'

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked'> & {
  checked: boolean
  children: ReactNode
}

/** Chakra's Checkbox (recipe: root, control, indicator, label) on a native checkbox, in the primary palette. */
export function Checkbox({ checked, children, className, disabled, ...rest }: CheckboxProps) {
  const slots = checkboxClass
  const state = checked ? 'checked' : 'unchecked'
  return (
    <label className={cx(slots.root, paletteClass.brand, className)} data-disabled={disabled ? '' : undefined}>
      <input type="checkbox" {...rest} checked={checked} disabled={disabled} className={slots.nativeBox} />
      <span
        className={slots.control}
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        aria-invalid={rest['aria-invalid']}
        aria-hidden
      >
        {checked && (
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3px"
            strokeLinecap="round"
            strokeLinejoin="round"
            className={slots.indicator}
          >
            <polyline points="20 6 9 17 4 12" />
          </svg>
        )}
      </span>
      <span className={slots.label} data-disabled={disabled ? '' : undefined}>
        {children}
      </span>
    </label>
  )
}
