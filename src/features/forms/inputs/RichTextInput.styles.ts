import { css } from 'styled-system/css'

/** The rich-text input. */
export const richTextClass = {
  /** The editor's frame: the kit input's border and focus ring (error look included) and the formats' looks. */
  frameStyle: css({
    w: 'full',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    '--focus-color': 'colors.colorPalette.focusRing',
    '&[data-invalid]': { borderColor: 'border.error', '--focus-color': 'colors.border.error' },
    '&[data-disabled]': { opacity: '0.6' },
    _focusWithin: { focusRing: 'inside', focusRingColor: 'var(--focus-color)' },
    '& .rt-bold': { fontWeight: 'bold' },
    '& .rt-italic': { fontStyle: 'italic' },
    '& .rt-underline': { textDecoration: 'underline' },
    '& h1': { fontSize: 'xl', fontWeight: 'bold', my: '1' },
    '& ul': { listStyleType: 'disc', pl: '6' },
    '& ol': { listStyleType: 'decimal', pl: '6' },
    '& a': { color: 'link.fg', textDecoration: 'underline' },
  }),
  editorArea: css({ position: 'relative' }),
}
