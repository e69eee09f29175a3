import { css } from 'styled-system/css'

/** The root error and loading screens. */
export const errorScreenStyles = {
  notice: css({
    maxWidth: '36rem',
    m: '4',
    p: '6',
    borderWidth: '1px',
    borderColor: 'red.300',
    borderRadius: 'md',
    bg: 'white',
    color: 'gray.800',
    textStyle: 'md',
    overflowWrap: 'anywhere',
  }),
  title: css({ color: 'red.800', textStyle: 'xl', fontWeight: 'semibold' }),
  text: css({ mt: '2' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '4' }),
  pending: css({ display: 'flex', alignItems: 'center', gap: '3', p: '6', color: 'gray.800', textStyle: 'md' }),
}
