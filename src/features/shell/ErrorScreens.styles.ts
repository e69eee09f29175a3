import { ncErrorScreen } from 'styled-system/recipes'

/** The root error and loading screens. */
export const errorScreenStyles = ncErrorScreen()
