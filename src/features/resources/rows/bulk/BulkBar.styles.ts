import { css } from 'styled-system/css'
import { ncExportPanel } from 'styled-system/recipes'

const panel = ncExportPanel()

/**
 * The bulk bar is the export's panel (a message, a progress bar, its buttons), from the same recipe; instantiated
 * here so the list's first load holds no module of the export's own. It lies over the list's toolbar: from `md` up
 * one line no taller than the toolbar's inputs, on a phone at most the three lines the list keeps room for; at the
 * bottom of the toolbar's place, next to the rows it acts on.
 */
export const bulkBarStyles = {
  ...panel,
  root: `${panel.root} ${css({ py: '0', px: '3', gap: '2', minHeight: '10', alignSelf: 'end' })}`,
  message: `${panel.message} ${css({ flex: '0 1 auto' })}`,
}
