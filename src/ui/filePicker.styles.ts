import { css } from 'styled-system/css'

/** The file picker's parts; its face is the kit's outline button (button.styles.ts). */
export const filePickerClass = {
  frame: css({ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: '3', maxW: 'full' }),
  // The native picker lies over the styled face, invisible: a click or tap anywhere on it opens the browser's dialog,
  // and it keeps the field's label, focus and form behaviour.
  nativeInput: css({
    position: 'absolute',
    inset: '0',
    opacity: '0',
    cursor: 'pointer',
    w: 'full',
    _disabled: { cursor: 'not-allowed' },
  }),
  // The outline button's focus ring, shown while the native input has keyboard focus.
  face: css({
    pointerEvents: 'none',
    'input:focus-visible + &': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineOffset: '2px',
      outlineColor: 'colorPalette.focusRing',
    },
    'input:disabled + &': { opacity: '0.5' },
  }),
  chosen: css({ textStyle: 'sm', color: 'fg.muted', truncate: true }),
}
