import { table } from 'styled-system/recipes'

/** Chakra's Table (size sm, variant line, interactive rows), computed at build time. */
export const tableClass = table({ size: 'sm', variant: 'line', interactive: true })
