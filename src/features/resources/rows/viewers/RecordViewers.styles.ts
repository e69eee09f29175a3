import { css } from 'styled-system/css'

/** The dialog's line of who else is in the record, under its title; absent while nobody is. */
export const recordViewersStyles = {
  root: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '6',
    pb: '2',
    color: 'fg.muted',
    textStyle: 'sm',
    overflowWrap: 'anywhere',
    '& svg': { width: '4', height: '4', flexShrink: 0 },
  }),
}
