import { progress } from 'styled-system/recipes'

/** Chakra's linear Progress (sm, outline, rounded), computed at build time. */
const { root, label, track, range } = progress({ size: 'sm', variant: 'outline', shape: 'rounded' })
export const progressClass = { root, label, track, range }
