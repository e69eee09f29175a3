import { css } from 'styled-system/css'
import { checkbox } from 'styled-system/recipes'

/** Chakra's Checkbox (md, solid) recipe, computed at build time. */
const { root, control, indicator, label } = checkbox({ size: 'md', variant: 'solid' })
export const checkboxClass = {
  root,
  control,
  indicator,
  label,
  /**
   * The native box, laid transparent over the recipe's control (the root is its positioned box, the control its first
   * drawn part): keyboards, forms, screen readers and pointers meet the element that has the focus, and it draws
   * Chakra's outside focus ring itself, where the control is.
   */
  nativeBox: css({
    position: 'absolute',
    insetStart: '0',
    top: '50%',
    transform: 'translateY(-50%)',
    boxSize: '5',
    margin: '0',
    appearance: 'none',
    background: 'transparent',
    borderRadius: 'l1',
    cursor: 'checkbox',
    _disabled: { cursor: 'disabled' },
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineOffset: '2px',
      outlineColor: 'colorPalette.focusRing',
    },
  }),
}
