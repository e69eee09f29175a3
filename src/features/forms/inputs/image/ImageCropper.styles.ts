import { css } from 'styled-system/css'

/**
 * cropperjs's own stylesheet is not in a cascade layer, so it beats the kit's layered rules: its colours are replaced
 * with `!important` (which a layer's rule wins over unlayered ones), by the primary palette and the theme's tokens.
 */
const mark = { bg: 'colorPalette.solid !important' }

/** The cropper and its status line. */
export const cropperClass = {
  frameStyle: css({
    w: 'full',
    colorPalette: 'brand',
    '& .cropper-view-box': { outlineColor: 'colorPalette.focusRing !important' },
    '& .cropper-line, & .cropper-point, & .cropper-point.point-se::before': mark,
    '& .cropper-modal': { bg: 'cropper.shade !important', opacity: '1 !important' },
    '& .cropper-dashed': { borderColor: 'cropper.guide !important' },
    '& .cropper-center::before, & .cropper-center::after': { bg: 'cropper.guide !important' },
  }),
  statusText: css({ textStyle: 'sm', color: 'fg.muted', mt: '1', '&[data-failed]': { color: 'fg.error' } }),
}
