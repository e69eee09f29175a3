import { css } from 'styled-system/css'
import { field, ncListToolbar } from 'styled-system/recipes'

const { root, label } = field()

/** The list's search box (an input with a start icon), filters (labelled native selects), Export and Add buttons. */
export const listToolbarStyles = {
  ...ncListToolbar(),
  filter: root,
  label,
  actions: css({ display: 'flex', gap: '3', marginInlineStart: 'auto' }),
  searchInput: css({ ps: '10' }),
  filterWidth: css({ minWidth: '12rem' }),
}
