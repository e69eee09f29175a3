import { table } from 'styled-system/recipes'

/** Chakra's Table (size sm, variant line, interactive rows), computed at build time. */
const { root, header, body, row, columnHeader, cell } = table({ size: 'sm', variant: 'line', interactive: true })
// Only the parts the console renders: every class name here is a string in the JavaScript.
export const tableClass = { root, header, body, row, columnHeader, cell }
