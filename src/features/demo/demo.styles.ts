import { css } from 'styled-system/css'
import { code, heading, separator } from 'styled-system/recipes'

/** The demo screens' look (Chakra's Heading, Code, Separator and cards on the theme's tokens), computed at build time. */
const card = css({ bg: 'bg.panel', borderWidth: '1px', rounded: 'md' })

export const demoClass = {
  page: css({ p: { base: '4', md: '6' } }),
  card,
  sectionTitle: `${heading({ size: 'md' })} ${css({ mb: '3' })}`,
  stack3: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  stack6: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  row: css({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  plainList: css({ listStyleType: 'none' }),
  narrow: css({ maxW: '3xl' }),
}

export const typographyClass = {
  sheet: `${card} ${css({ display: 'flex', flexDirection: 'column', gap: '6', p: { base: '4', md: '6' } })}`,
  label: css({ fontSize: 'sm', color: 'fg.muted', mb: '2' }),
  heading: {
    h1: heading({ size: '4xl' }),
    h2: heading({ size: '3xl' }),
    h3: heading({ size: '2xl' }),
    h4: heading({ size: 'xl' }),
    h5: heading({ size: 'lg' }),
    h6: heading({ size: 'md' }),
  },
  body: {
    xl: css({ fontSize: 'xl' }),
    lg: css({ fontSize: 'lg' }),
    md: css({ fontSize: 'md' }),
    sm: css({ fontSize: 'sm' }),
    xs: css({ fontSize: 'xs' }),
  },
  code: code(),
  tag: css({ mr: '3', fontSize: 'xs' }),
  tagMiddle: css({ verticalAlign: 'middle' }),
  separator: separator(),
  strong: css({ fontWeight: 'bold' }),
  em: css({ fontStyle: 'italic' }),
  underline: css({ textDecoration: 'underline' }),
  quote: css({ mt: '3', borderLeftWidth: '4px', borderColor: 'brand.solid', pl: '4', color: 'fg' }),
}

export const iconsClass = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
    gap: '3',
    listStyleType: 'none',
  }),
  item: `${card} ${css({ p: '3', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })}`,
  name: css({ fontSize: 'xs', color: 'fg' }),
}

export const mapsClass = {
  page: css({ p: { base: '2', md: '4' }, h: 'full', display: 'flex', flexDirection: 'column', gap: '3' }),
  frame: `${card} ${css({ overflow: 'hidden', flex: '1' })}`,
  title: `${heading({ size: 'sm' })} ${css({ mb: '1' })}`,
  places: css({
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '4',
    listStyleType: 'none',
  }),
  place: css({ fontSize: 'sm' }),
  svg: css({ w: 'full', h: 'full', minH: '320px', display: 'block' }),
  land: css({ fill: 'map.land' }),
  water: css({ fill: 'map.water' }),
  park: css({ fill: 'map.park' }),
  roads: css({ stroke: 'map.road', fill: 'none' }),
  roadLines: css({ stroke: 'map.border', fill: 'none' }),
  pin: css({ fill: 'map.pin', stroke: 'map.halo' }),
  pinDot: css({ fill: 'map.halo' }),
  label: css({ fill: 'map.label', stroke: 'map.halo' }),
}
