import { cx } from 'styled-system/css'
import { iconButtonRecipe } from './iconButton.recipe'
import { Button, type ButtonProps } from './Button'

/** A square button holding one icon; `aria-label` is required, since the icon says nothing to assistive tech. */
export function IconButton({ className, variant = 'ghost', ...rest }: ButtonProps & { 'aria-label': string }) {
  return <Button variant={variant} {...rest} className={cx(iconButtonRecipe, className)} />
}
