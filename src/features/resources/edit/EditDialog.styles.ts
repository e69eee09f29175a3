import { css } from 'styled-system/css'

/** The edit dialog's layout. */
export const editDialogClass = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  restoredNote: css({ textStyle: 'sm', color: 'fg.muted' }),
  centred: css({ alignItems: 'center' }),
  /** "3 changes" stands apart from Cancel and Save, at the footer's start; on a phone, on a line of its own. */
  changesButton: css({ marginEnd: 'auto', flexBasis: { base: '100%', sm: 'auto' }, justifyContent: 'flex-start' }),
}
