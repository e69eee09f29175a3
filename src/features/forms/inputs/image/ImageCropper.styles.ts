import { css } from 'styled-system/css'

/** The cropper and its status line. */
export const cropperClass = {
  frameStyle: css({ w: 'full' }),
  statusText: css({ textStyle: 'sm', color: 'fg.muted', mt: '1', '&[data-failed]': { color: 'fg.error' } }),
}
