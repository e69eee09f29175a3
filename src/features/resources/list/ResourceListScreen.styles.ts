import { ncListScreen } from 'styled-system/recipes'

/** The generic list screen: its stack, the toolbar's place shared with the selection's bar, its empty state. */
export const listScreenStyles = ncListScreen()
