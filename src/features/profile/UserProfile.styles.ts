import { css } from 'styled-system/css'
import { badge, dataList, heading } from 'styled-system/recipes'

/** The profile's look (Chakra's Heading, DataList and Badge on the theme's tokens), computed at build time. */
export const profileClass = {
  root: css({ p: { base: '4', md: '6' } }),
  title: `${heading({ size: 'lg' })} ${css({ mb: '4' })}`,
  card: css({ bg: 'bg.panel', borderWidth: '1px', rounded: 'md', p: { base: '4', md: '6' }, maxW: 'xl' }),
  list: dataList({ orientation: 'horizontal', size: 'lg' }),
  roles: css({
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    listStyleType: 'none',
    gap: '2',
  }),
  role: `${badge({ size: 'md' })} ${css({ colorPalette: 'brand' })}`,
}
