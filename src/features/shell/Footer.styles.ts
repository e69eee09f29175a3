import { ncFooter } from 'styled-system/recipes'

export const footerStyles = ncFooter()
