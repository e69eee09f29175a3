import { ncExportPanel } from 'styled-system/recipes'

/**
 * The bulk bar under a list's toolbar is the export's panel (a message, a progress bar, its buttons), from the same
 * recipe; instantiated here so the list's first load holds no module of the export's own.
 */
export const bulkBarStyles = ncExportPanel()
