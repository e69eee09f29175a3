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
    // While the screen is still to come or loads (nothing yet, or a skeleton or a spinner outside a dialog) the footer
    // is not drawn: rows that come in push nothing a user sees, and the footer then appears where the screen ends,
    // never moving (no layout shift). A short screen fits the window with the footer at its bottom. A button's own
    // spinner (a coupon file downloading) is not the screen loading.
    column: {
      display: 'flex',
      flex: '1',
      flexDirection: 'column',
      minWidth: '0',
      '&:has(> main:empty, > main [data-skeleton]:not(dialog *), > main [data-spinner]:not(dialog *, button *)) > footer':
        {
          display: 'none',
        },
    },
    main: { flex: '1', minWidth: '0' },
  },
})
