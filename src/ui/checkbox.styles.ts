import { css } from 'styled-system/css'
import { checkbox } from 'styled-system/recipes'

/** Chakra's Checkbox (md, solid) recipe, computed at build time. */
const { root, control, indicator, label } = checkbox({ size: 'md', variant: 'solid' })
export const checkboxClass = {
  root,
  control,
  indicator,
  label,
  /** The native box stays in the page for keyboards, forms and screen readers; the recipe's control draws it. */
  hiddenInput: css({ srOnly: true }),
  /** Chakra's outside focus ring, shown while the hidden native box has keyboard focus. */
  ringWhenFocused: css({
    'input:focus-visible + &': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineOffset: '2px',
      outlineColor: 'colorPalette.focusRing',
    },
  }),
}
