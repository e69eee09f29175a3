import { css } from 'styled-system/css'
import { ncExportPanel } from 'styled-system/recipes'

const panel = ncExportPanel()

/**
 * The bulk bar is the export's panel (a message, a progress bar, its buttons), from the same recipe; instantiated
 * here so the list's first load holds no module of the export's own. It lies over the list's toolbar, so it is no
 * taller than the toolbar's one line of inputs (40 px) when its buttons fit on one line.
 */
export const bulkBarStyles = {
  ...panel,
  root: `${panel.root} ${css({ py: '1', minHeight: '10', alignSelf: 'start' })}`,
}
