import { css } from 'styled-system/css'
import { table } from 'styled-system/recipes'

/** Chakra's Table (size sm, variant line, interactive rows), computed at build time. */
const { root, header, body, row, columnHeader, cell } = table({ size: 'sm', variant: 'line', interactive: true })
// Only the parts the console renders: every class name here is a string in the JavaScript.
export const tableClass = { root, header, body, row, columnHeader, cell }

/**
 * A table whose body rows stack as cards on a phone (under `md`), so every column shows at any width with nothing to
 * scroll sideways: each `cell` is a line with its column's name (the cell's `data-label`, drawn by CSS, so a row costs
 * no extra element) beside its value. The name is drawn with empty alternative text: a screen reader already hears the
 * column's header, which stays in the table for it. A `tool` cell (an expand toggle, the row's actions) shares a line,
 * the `lead` cell takes the rest of the first line, a `full` cell (a skeleton, a row's details) a line of its own.
 * From `md` up it is the plain table.
 */
export const stackedTableClass = {
  root: css({ mdDown: { display: 'block', '& > thead': { srOnly: true }, '& > tbody': { display: 'block' } } }),
  row: css({
    mdDown: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: '2',
      py: '2',
      px: '3',
      borderBottomWidth: '1px',
      borderColor: 'border',
      '&:last-child': { borderBottomWidth: '0' },
    },
  }),
  cell: css({
    mdDown: {
      display: 'grid',
      gridTemplateColumns: 'token(sizes.24) minmax(0, 1fr)',
      alignItems: 'baseline',
      columnGap: '3',
      flex: '1 0 100%',
      minWidth: '0',
      borderWidth: '0',
      px: '0',
      py: '0.5',
      '&::before': { content: 'attr(data-label) / ""', color: 'fg.muted', fontWeight: 'medium' },
    },
  }),
  // Beside an expand toggle (the kit's xs icon button and the row's gap), its value lines up with the lines below.
  lead: css({
    mdDown: {
      flex: '1 1 0',
      'td + &': { gridTemplateColumns: 'calc(token(sizes.24) - token(sizes.8) - token(spacing.2)) minmax(0, 1fr)' },
    },
  }),
  tool: css({ mdDown: { flex: '0 0 auto', borderWidth: '0', p: '0' } }),
  full: css({ mdDown: { display: 'block', flex: '1 0 100%', minWidth: '0', borderWidth: '0', px: '0' } }),
}
