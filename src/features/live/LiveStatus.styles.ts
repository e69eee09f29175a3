import { ncLiveStatus } from 'styled-system/recipes'

/** The toolbar's live indicator: a dot in the status's colour, its word from the sm breakpoint on. */
export const liveStatusStyles = ncLiveStatus()
