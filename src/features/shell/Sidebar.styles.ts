import { ncSidebar } from 'styled-system/recipes'

/**
 * The drawer's menu on the palette chosen in the settings panel (the element's colorPalette class): its 800 shade
 * under white text keeps WCAG AA contrast; the active entry is dark on white.
 */
export const sidebarStyles = ncSidebar()
