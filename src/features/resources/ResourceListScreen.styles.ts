import { ncListScreen } from 'styled-system/recipes'

/** The generic list screen: its stack and its empty state. */
export const listScreenStyles = ncListScreen()
