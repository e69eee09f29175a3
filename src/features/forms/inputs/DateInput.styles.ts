import { css } from 'styled-system/css'

/** The date input and its calendar button, attached. */
export const dateInputClass = {
  /** An attached group: the input and the calendar button share one border between them. */
  group: css({ display: 'flex', w: 'full', position: 'relative' }),
  attachedInput: css({ flex: '1', borderEndRadius: '0', _focusVisible: { zIndex: '1' } }),
  attachedButton: css({ borderStartRadius: '0', ms: '-1px' }),
}
