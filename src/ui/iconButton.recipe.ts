import { css } from 'styled-system/css'

/** Chakra's IconButton is its Button with no padding and a square size. */
export const iconButtonRecipe = css({ px: '0', aspectRatio: 'square' })
