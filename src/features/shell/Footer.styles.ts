import { css } from 'styled-system/css'

export const footerStyles = {
  root: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4',
    py: '3',
    px: '4',
    borderTopWidth: '1px',
    borderColor: 'border',
    bg: 'white',
    color: 'gray.700',
    fontSize: 'sm',
  }),
  home: css({ textDecoration: 'underline' }),
}
