import type { ComponentProps } from 'react'
import { buttonClass, loadingClass } from './button.styles'
import { cx } from './cx'
import { Spinner } from './Feedback'
import { paletteClass, type KitPalette } from './palette'

export type ButtonVariant = keyof typeof buttonClass
export type ButtonSize = keyof (typeof buttonClass)['solid']

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  palette?: KitPalette
  /** Shows Chakra's busy look and blocks presses while a call runs. */
  loading?: boolean
}

/** The classes of a kit button, for an element that must stay a link (a router Link looking like a button). */
export function buttonClassName({
  variant = 'solid',
  size = 'md',
  palette,
}: Pick<ButtonProps, 'variant' | 'size' | 'palette'> = {}): string {
  return cx(buttonClass[variant][size], paletteClass[palette ?? (variant === 'solid' ? 'brand' : 'neutral')])
}

/** Chakra's Button recipe as static CSS: solid buttons take the console's one primary palette unless told. */
export function Button({
  variant = 'solid',
  size = 'md',
  palette,
  loading,
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      className={cx(buttonClassName({ variant, size, palette }), className)}
    >
      {loading ? (
        <>
          <span className={loadingClass.face}>{children}</span>
          <Spinner className={loadingClass.spinner} aria-hidden />
        </>
      ) : (
        children
      )}
    </button>
  )
}
