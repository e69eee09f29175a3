import type { ComponentProps, ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { checkbox } from 'styled-system/recipes'
import { PRIMARY_PALETTE, paletteClass } from './palette'

/** The native box stays in the page for keyboards, forms and screen readers; the recipe's control draws it. */
const hiddenInput = css({ srOnly: true })

// Chakra's outside focus ring, shown while the hidden native box has keyboard focus.
const ringWhenFocused = css({
  'input:focus-visible + &': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineOffset: '2px',
    outlineColor: 'colorPalette.focusRing',
  },
})

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked'> & {
  checked: boolean
  children: ReactNode
}

/** Chakra's Checkbox (recipe: root, control, indicator, label) on a native checkbox, in the primary palette. */
export function Checkbox({ checked, children, className, disabled, ...rest }: CheckboxProps) {
  const slots = checkbox({ size: 'md', variant: 'solid' })
  const state = checked ? 'checked' : 'unchecked'
  return (
    <label className={cx(slots.root, paletteClass[PRIMARY_PALETTE], className)} data-disabled={disabled ? '' : undefined}>
      <input type="checkbox" {...rest} checked={checked} disabled={disabled} className={hiddenInput} />
      <span
        className={cx(slots.control, ringWhenFocused)}
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        aria-invalid={rest['aria-invalid']}
        aria-hidden
      >
        {checked && (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round" className={slots.indicator}>
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
