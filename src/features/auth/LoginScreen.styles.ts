import { css } from 'styled-system/css'
import { field, ncLogin } from 'styled-system/recipes'

const { root, label, errorText } = field()

/** /login: a card centred on the page, the theme's brand green, the kit's field, input and button. */
export const loginStyles = {
  ...ncLogin(),
  field: root,
  // The required mark's empty alternative text keeps it out of the field's accessible name.
  label,
  fieldError: errorText,
  required: css({ _after: { content: '" *" / ""', color: 'fg.error' } }),
  submit: css({ width: '100%', mt: '2' }),
  checkbox: css({
    boxSize: '4.5',
    m: '0',
    accentColor: 'colorPalette.solid',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  }),
}
