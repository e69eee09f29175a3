import { css } from 'styled-system/css'
import { field, ncListToolbar } from 'styled-system/recipes'

const { root, label } = field()

/** The list's search box (an input with a start icon), filters (labelled native selects), Export and Add buttons. */
export const listToolbarStyles = {
  ...ncListToolbar(),
  filter: root,
  label,
  // On a narrow phone a long Add label ("Add Optimization area") and Export share no line: they wrap, right-aligned.
  actions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', marginInlineStart: 'auto' }),
  searchInput: css({ ps: '10' }),
  filterWidth: css({ minWidth: '12rem' }),
}
