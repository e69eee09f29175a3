import { ncShell } from 'styled-system/recipes'

/** The signed-in frame: the drawer beside a column of toolbar, screen and footer. */
export const shellStyles = ncShell()
