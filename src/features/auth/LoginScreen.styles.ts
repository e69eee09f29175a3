import { css } from 'styled-system/css'
import { field } from 'styled-system/recipes'

const fieldSlots = field()

/** /login: a card centred on the page, the theme's brand green, the kit's field, input and button. */
export const loginStyles = {
  page: css({ display: 'grid', placeItems: 'center', minHeight: '100dvh', p: '4', bg: 'gray.100', color: 'gray.800', textStyle: 'md' }),
  card: css({ width: '100%', maxWidth: '24rem', p: { base: '6', sm: '8' }, borderRadius: 'l3', bg: 'white', boxShadow: 'md' }),
  title: css({ display: 'flex', alignItems: 'center', gap: '2.5', mb: '6', color: 'green.700', textStyle: '2xl', fontWeight: 'bold' }),
  mark: css({ flexShrink: '0', boxSize: '5', borderRadius: 'full', bg: 'green.700' }),
  fields: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  field: fieldSlots.root,
  // The required mark's empty alternative text keeps it out of the field's accessible name.
  label: fieldSlots.label,
  required: css({ _after: { content: '" *" / ""', color: 'fg.error' } }),
  fieldError: fieldSlots.errorText,
  remember: css({ display: 'inline-flex', alignItems: 'center', gap: '2', width: 'fit-content', fontSize: 'sm', cursor: 'pointer' }),
  checkbox: css({
    boxSize: '4.5',
    m: '0',
    accentColor: 'colorPalette.solid',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  }),
  submit: css({ width: '100%', mt: '2' }),
}
