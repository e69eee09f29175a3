import { css } from 'styled-system/css'

/** The count (the kit's solid xs badge in red) beside the bell, and the list, each entry in its status's colour. */
export const bellStyles = {
  count: css({ position: 'absolute', top: '0', right: '0', fontVariantNumeric: 'tabular-nums', pointerEvents: 'none' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  item: css({
    pl: '2',
    borderInlineStartWidth: '4px',
    '&[data-status=info]': { borderColor: 'blue.700' },
    '&[data-status=success]': { borderColor: 'green.700' },
    '&[data-status=warning]': { borderColor: 'orange.700' },
    '&[data-status=error]': { borderColor: 'red.700' },
  }),
  all: css({ display: 'inline-block', mt: '3', color: 'blue.700', fontWeight: 'medium', textDecoration: 'underline' }),
}
