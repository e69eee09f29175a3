import { defineSlotRecipe } from '@pandacss/dev'

/** A list's export under its toolbar: the progress bar (or what was written) and Cancel (or Dismiss). */
export const ncExportPanelRecipe = defineSlotRecipe({
  className: 'nc-export-panel',
  slots: ['root', 'progress', 'message'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '3',
      px: '4',
      py: '3',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      bg: 'bg.panel',
    },
    progress: { flex: '1 1 14rem', minWidth: '0' },
    message: { flex: '1 1 14rem', minWidth: '0', fontSize: 'sm', overflowWrap: 'anywhere' },
  },
})
