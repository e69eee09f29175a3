import { defineSlotRecipe } from '@pandacss/dev'

/** The toolbar's live indicator: a dot in the status's colour, its word from the sm breakpoint on. */
export const ncLiveStatusRecipe = defineSlotRecipe({
  className: 'nc-live-status',
  slots: ['root', 'dot', 'text'],
  base: {
    root: {
      display: 'flex',
      flexShrink: '0',
      alignItems: 'center',
      gap: '1.5',
      px: { base: '1', sm: '2' },
      '--live-color': 'colors.fg.subtle',
      '&[data-status=live]': { '--live-color': 'colors.fg.success' },
      '&[data-status=reconnecting]': { '--live-color': 'colors.fg.warning' },
      '&[data-status=offline]': { '--live-color': 'colors.fg.error' },
      // Idle: the dot's width, nothing drawn.
      '&[data-status=idle]': { minWidth: { base: 'calc(token(sizes.2.5) + 2 * token(spacing.1))', sm: '0' } },
    },
    dot: { boxSize: '2.5', borderRadius: 'full', bg: 'var(--live-color)' },
    text: { display: { base: 'none', sm: 'inline' }, fontSize: 'sm' },
  },
})
