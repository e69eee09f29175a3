import { css } from 'styled-system/css'

/** The toolbar's live indicator: a dot in the status's colour, its word from the sm breakpoint on. */
export const liveStatusStyles = {
  root: css({
    display: 'flex',
    flexShrink: '0',
    alignItems: 'center',
    gap: '1.5',
    px: '2',
    '--live-color': 'colors.gray.400',
    '&[data-status=live]': { '--live-color': 'colors.green.500' },
    '&[data-status=reconnecting]': { '--live-color': 'colors.orange.400' },
    '&[data-status=offline]': { '--live-color': 'colors.red.500' },
  }),
  dot: css({ boxSize: '2.5', borderRadius: 'full', bg: 'var(--live-color)' }),
  text: css({ display: { base: 'none', sm: 'inline' }, fontSize: 'sm' }),
}
