import { css } from 'styled-system/css'

/** A conflict's two values and a save's list of changes, inside the edit dialog. */
export const mergeViewClass = {
  conflict: css({
    borderWidth: '1px',
    borderColor: 'border.warning',
    borderRadius: 'l2',
    padding: '3',
    minWidth: '0',
  }),
  legend: css({ textStyle: 'sm', fontWeight: 'semibold', paddingX: '1' }),
  sides: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2', marginTop: '1' }),
  value: css({ overflowWrap: 'anywhere', '& p': { margin: '0' } }),
  changes: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    borderTopWidth: '1px',
    borderColor: 'border',
    paddingTop: '3',
    textStyle: 'sm',
  }),
  change: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  changeLabel: css({ fontWeight: 'semibold' }),
  changeValues: css({ display: 'flex', flexWrap: 'wrap', gap: '2', margin: '0', color: 'fg.muted' }),
}
