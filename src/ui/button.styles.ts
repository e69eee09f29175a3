import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

/** Chakra's Button recipe, every variant and size the kit offers, as class names computed at build time. */
export const buttonClass = {
  solid: {
    xs: button({ variant: 'solid', size: 'xs' }),
    sm: button({ variant: 'solid', size: 'sm' }),
    md: button({ variant: 'solid', size: 'md' }),
  },
  outline: {
    xs: button({ variant: 'outline', size: 'xs' }),
    sm: button({ variant: 'outline', size: 'sm' }),
    md: button({ variant: 'outline', size: 'md' }),
  },
  ghost: {
    xs: button({ variant: 'ghost', size: 'xs' }),
    sm: button({ variant: 'ghost', size: 'sm' }),
    md: button({ variant: 'ghost', size: 'md' }),
  },
  subtle: {
    xs: button({ variant: 'subtle', size: 'xs' }),
    sm: button({ variant: 'subtle', size: 'sm' }),
    md: button({ variant: 'subtle', size: 'md' }),
  },
}

/** Chakra's IconButton is its Button with no padding and a square size. */
export const iconButtonClass = css({ px: '0', aspectRatio: 'square' })

/** While a button's call runs (Chakra's loading button): its face keeps the size, a spinner shows over it. */
export const loadingClass = {
  face: css({ display: 'inline-flex', alignItems: 'center', gap: 'inherit', opacity: '0' }),
  spinner: css({ position: 'absolute', top: '50%', left: '50%', translate: '-50% -50%' }),
}
