import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The list's table (the kit's Table: small, lined, rows highlighted under the pointer) in a scroll area: the actions
 * column stays pinned to the end when the table scrolls sideways; on a phone each row is a card. Live highlights
 * and fades only set attributes on rows that have these rules from the start, so a burst of live events adds no style
 * rule.
 */
export const ncResourceTableRecipe = defineSlotRecipe({
  className: 'nc-resource-table',
  slots: ['scroll', 'actionButtons', 'actionSlot'],
  base: {
    scroll: {
      maxWidth: '100%',
      overflow: 'auto',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      whiteSpace: 'nowrap',
      WebkitOverflowScrolling: 'touch',
    },
    actionButtons: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '1' },
    /** An empty slot the size of an icon button: a row without one of its actions keeps the others in their columns. */
    actionSlot: { flexShrink: '0', boxSize: '9' },
  },
})
