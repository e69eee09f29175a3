import { css } from 'styled-system/css'
import { field } from 'styled-system/recipes'

const fieldSlots = field()

/** The list's search box (Chakra's InputGroup with a start icon), filters (Field + NativeSelect) and Add button. */
export const listToolbarStyles = {
  root: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' }),
  add: css({ marginInlineStart: 'auto' }),
  search: css({ position: 'relative', display: 'flex', flex: '1 1 14rem', maxWidth: '24rem' }),
  searchIcon: css({
    position: 'absolute',
    zIndex: '2',
    insetBlock: '0',
    insetInlineStart: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '10',
    color: 'fg.muted',
    pointerEvents: 'none',
  }),
  searchInput: css({ ps: '10' }),
  filter: fieldSlots.root,
  filterWidth: css({ minWidth: '12rem' }),
  label: fieldSlots.label,
}
