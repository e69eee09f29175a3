import { css } from 'styled-system/css'

/**
 * The sidebar colours of the settings panel, named as the spec names them. Each sets the drawer's palette (its 800
 * shade under white text, Sidebar.recipe.ts); part of the theme, as the colour roles are (palettes.ts).
 */
export const SIDEBAR_COLORS = {
  success: { label: 'Success (green)', paletteClass: css({ colorPalette: 'green' }) },
  info: { label: 'Info (cyan)', paletteClass: css({ colorPalette: 'cyan' }) },
  warning: { label: 'Warning (orange)', paletteClass: css({ colorPalette: 'orange' }) },
  danger: { label: 'Danger (red)', paletteClass: css({ colorPalette: 'red' }) },
  primary: { label: 'Primary (purple)', paletteClass: css({ colorPalette: 'purple' }) },
}
