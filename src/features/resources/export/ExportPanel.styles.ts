import { ncExportPanel } from 'styled-system/recipes'

/** A list's export under its toolbar: the progress bar (or what was written) and Cancel (or Dismiss). */
export const exportPanelStyles = ncExportPanel()
