import { css } from 'styled-system/css'
import { ncMobileMenu } from 'styled-system/recipes'

/** The phone's menu drawer: a modal <dialog> at the start edge with the theme's drawer look (panel, shadow, backdrop). */
export const mobileMenuStyles = {
  ...ncMobileMenu(),
  close: css({ position: 'absolute', top: '2', right: '2', color: 'sidebar.fg', _hover: { bg: 'sidebar.hover' } }),
}
