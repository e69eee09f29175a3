import { css } from 'styled-system/css'
import { heading, stat } from 'styled-system/recipes'

/** The dashboard's look (Chakra's Heading, Stat and cards on the theme's tokens), computed at build time. */
export const dashboardClass = {
  root: css({ p: { base: '4', md: '6' } }),
  title: `${heading({ size: 'lg' })} ${css({ mb: '4' })}`,
  loading: css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3' }),
  error: css({ maxW: 'xl' }),
  cards: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  card: css({ bg: 'bg.panel', borderWidth: '1px', rounded: 'md', p: { base: '4', md: '6' } }),
  statCard: css({ maxW: 'sm' }),
  cardTitle: `${heading({ size: 'md' })} ${css({ mb: '3' })}`,
  muted: css({ color: 'fg.muted' }),
  stat: stat(),
  chart: css({ color: 'chart.fg', w: 'full' }),
}
