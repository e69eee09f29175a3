import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The drawer's menu on the palette chosen in the settings panel (the element's colorPalette class): its 800 shade
 * under white text keeps WCAG AA contrast; the active entry is dark on white.
 */
export const ncSidebarRecipe = defineSlotRecipe({
  className: 'nc-sidebar',
  slots: ['root', 'user', 'name', 'nameLink', 'menu', 'item'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      height: '100%',
      minHeight: '100dvh',
      p: '3',
      bgColor: 'colorPalette.800',
      color: 'sidebar.fg',
    },
    user: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      p: '3',
      borderBottomWidth: '1px',
      borderColor: 'sidebar.line',
    },
    name: { fontWeight: 'semibold' },
    nameLink: {
      fontWeight: 'semibold',
      textDecoration: 'underline',
      _focusVisible: { outline: '2px solid', outlineColor: 'sidebar.fg', outlineOffset: '2px' },
    },
    menu: { display: 'flex', flex: '1', flexDirection: 'column', gap: '1' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      py: '2',
      px: '3',
      borderRadius: 'md',
      fontWeight: 'medium',
      _hover: { bg: 'sidebar.hover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'sidebar.fg', outlineOffset: '2px' },
      '&[aria-current=page]': { bg: 'sidebar.current', color: 'colorPalette.800' },
    },
  },
})
