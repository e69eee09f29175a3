import { defineSlotRecipe } from '@pandacss/dev'

/** What a declaration's view shows under an expanded row (questions' choices, a patient's details): text,
 * a list and a horizontal list of terms and values, small. */
export const ncRowDetailsRecipe = defineSlotRecipe({
  className: 'nc-row-details',
  slots: ['title', 'muted', 'error', 'list', 'data', 'item'],
  base: {
    title: { mb: '1', fontWeight: 'medium' },
    muted: { color: 'fg.muted' },
    error: { color: 'fg.error' },
    list: {
      display: 'flex',
      flexDirection: 'column',
      ps: '5',
      listStyle: 'disc',
      '& li': { whiteSpace: 'normal', _marker: { color: 'fg.subtle' } },
    },
    // Long values (an email) wrap rather than widen the table.
    data: { display: 'flex', flexDirection: 'column', gap: '3', whiteSpace: 'normal', overflowWrap: 'anywhere' },
    item: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '4',
      textStyle: 'xs',
      '& dt': { display: 'flex', alignItems: 'center', gap: '1', minWidth: '120px', color: 'fg.muted' },
      '& dd': { display: 'flex', flex: '1', alignItems: 'center', minWidth: '0' },
    },
  },
})
