import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'

/** Home without Viewer: a card per screen the user may open (Chakra's outline cards). */
export const homeStyles = {
  root: css({ p: '6' }),
  title: css({ mb: '4', textStyle: 'lg', fontWeight: 'semibold' }),
  cards: css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '4' }),
  card: card({ variant: 'outline', size: 'md' }).root,
  cardBody: card({ variant: 'outline', size: 'md' }).body,
}
