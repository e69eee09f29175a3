import { ncSettings } from 'styled-system/recipes'

/** The settings' two radio groups, drawn as the theme's small solid radios in the group's colour palette. */
export const settingsStyles = ncSettings()
