import { css } from 'styled-system/css'
import { field, ncListToolbar } from 'styled-system/recipes'

const { root, label } = field()

/** The list's search box (Chakra's InputGroup with a start icon), filters (Field + NativeSelect) and Add button. */
export const listToolbarStyles = {
  ...ncListToolbar(),
  filter: root,
  label,
  add: css({ marginInlineStart: 'auto' }),
  searchInput: css({ ps: '10' }),
  filterWidth: css({ minWidth: '12rem' }),
}
