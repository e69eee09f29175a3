import { css } from 'styled-system/css'

/** The image input: preview, cropper and their buttons. */
export const imageInputClass = {
  column: css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'start' }),
  cropColumn: css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' }),
  buttonRow: css({ display: 'flex', gap: '2' }),
  previewImage: css({ maxW: 'full', h: 'auto', borderWidth: '1px', borderRadius: 'l2' }),
}
