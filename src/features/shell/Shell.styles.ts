import { css } from 'styled-system/css'

/** The signed-in frame: the drawer beside a column of toolbar, screen and footer. */
export const shellStyles = {
  root: css({ display: 'flex', minHeight: '100dvh', bg: 'gray.50' }),
  skip: css({
    position: 'absolute',
    left: '-9999px',
    _focus: { top: '2', left: '2', zIndex: 'skipNav', p: '2', bg: 'white' },
  }),
  drawer: css({ flexShrink: '0', position: 'sticky', top: '0', height: '100dvh', overflowY: 'auto' }),
  column: css({ display: 'flex', flex: '1', flexDirection: 'column', minWidth: '0' }),
  main: css({ flex: '1', minWidth: '0' }),
}
