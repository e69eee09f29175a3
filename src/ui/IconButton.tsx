import { iconButtonClass } from './button.styles'
import { Button, buttonClassName, type ButtonProps } from './Button'
import { cx } from './cx'

/** The classes of a kit icon button (ghost unless told), for an element that must stay a link. */
export function iconButtonClassName({
  variant = 'ghost',
  ...rest
}: Parameters<typeof buttonClassName>[0] = {}): string {
  return cx(buttonClassName({ variant, ...rest }), iconButtonClass)
}

/** A square button holding one icon; `aria-label` is required, since the icon says nothing to assistive tech. */
export function IconButton({ className, variant = 'ghost', ...rest }: ButtonProps & { 'aria-label': string }) {
  return <Button variant={variant} {...rest} className={cx(iconButtonClass, className)} />
}
