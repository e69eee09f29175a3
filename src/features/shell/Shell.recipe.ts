import { defineSlotRecipe } from '@pandacss/dev'

/** The signed-in frame: the drawer beside a column of toolbar, screen and footer. */
export const ncShellRecipe = defineSlotRecipe({
  className: 'nc-shell',
  slots: ['root', 'skip', 'drawer', 'column', 'main'],
  base: {
    root: { display: 'flex', minHeight: '100dvh', bg: 'bg.subtle' },
    skip: {
      position: 'absolute',
      left: '-9999px',
      _focus: { top: '2', left: '2', zIndex: 'skipNav', p: '2', bg: 'bg.panel' },
      _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    },
    drawer: { flexShrink: '0', position: 'sticky', top: '0', height: '100dvh', overflowY: 'auto' },
    column: { display: 'flex', flex: '1', flexDirection: 'column', minWidth: '0' },
    // At least a screen tall, so the footer starts below the fold: rows that come in after the skeleton push nothing a
    // user sees (no layout shift).
    main: { flex: '1', minWidth: '0', minHeight: '100dvh' },
  },
})
