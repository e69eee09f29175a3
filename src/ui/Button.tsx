import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'
import { PRIMARY_PALETTE, paletteClass, type KitPalette } from './palette'

export type ButtonProps = ComponentProps<'button'> & {
  variant?: 'solid' | 'outline' | 'ghost' | 'subtle'
  size?: Extract<ButtonVariantProps['size'], 'xs' | 'sm' | 'md'>
  palette?: KitPalette
  /** Shows Chakra's busy look and blocks presses while a call runs. */
  loading?: boolean
}

/** Chakra's Button recipe as static CSS: solid buttons take the console's one primary palette unless told. */
export function Button({ variant = 'solid', size = 'md', palette, loading, className, disabled, ...rest }: ButtonProps) {
  const colorPalette = palette ?? (variant === 'solid' ? PRIMARY_PALETTE : 'gray')
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      className={cx(button({ variant, size }), paletteClass[colorPalette], className)}
    />
  )
}
