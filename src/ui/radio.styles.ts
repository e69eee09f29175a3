import { css } from 'styled-system/css'

/** A radio choice whose label may hold a whole value (a paragraph of rich text): the control stays at its top. */
export const radioClass = {
  root: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    padding: '2',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    cursor: 'pointer',
    minWidth: '0',
    _hover: { bg: 'bg.muted' },
    '&:has(input:checked)': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' },
  }),
  control: css({
    flexShrink: '0',
    boxSize: '4',
    marginTop: '0.5',
    accentColor: 'colorPalette.solid',
    cursor: 'pointer',
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineOffset: '2px',
      outlineColor: 'colorPalette.focusRing',
    },
  }),
  label: css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0', textStyle: 'sm' }),
}
