import { defineSlotRecipe } from '@pandacss/dev'

/** The toolbar. build/firstPaintShell.ts draws its bar before JS: keep the two alike. */
export const ncToolbarRecipe = defineSlotRecipe({
  className: 'nc-toolbar',
  slots: ['root', 'title', 'product', 'dot', 'route', 'search', 'space', 'wideOnly'],
  base: {
    root: {
      position: 'sticky',
      top: '0',
      zIndex: 'sticky',
      display: 'flex',
      alignItems: 'center',
      gap: { base: '1', md: '3' },
      py: '2',
      px: { base: '2', md: '4' },
      borderBottomWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
    },
    // Product name and route name; on a phone they stack so neither is cut off.
    title: {
      display: 'flex',
      flex: '1',
      flexDirection: { base: 'column', sm: 'row' },
      alignItems: { sm: 'baseline' },
      gap: { sm: '1' },
      minWidth: '0',
      color: 'fg',
      lineHeight: 'short',
    },
    product: { fontSize: { base: 'xs', md: 'lg' }, fontWeight: 'bold', truncate: true },
    dot: { display: { base: 'none', sm: 'inline' }, fontSize: { md: 'lg' } },
    // sm on a phone: the longest route name in either language (Optimierungsbereiche) fits beside four buttons at 360 px.
    route: { fontSize: { base: 'sm', sm: 'md', md: 'lg' }, truncate: true },
    search: { display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '2' },
    /** Keeps an icon button's place until its popover's code has come. */
    space: { flexShrink: '0', boxSize: '10' },
    /**
     * A shortcut the drawer's menu holds too (the dashboard): left out on a phone, where the search button took its
     * room and the longest route name (Optimierungsbereiche) must still fit.
     */
    wideOnly: { display: { base: 'none', sm: 'contents' } },
  },
})
