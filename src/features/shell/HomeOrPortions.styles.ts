import { card, ncHome } from 'styled-system/recipes'

/** Home without Viewer: a card per screen the user may open (Chakra's outline cards). */
export const homeStyles = {
  ...ncHome(),
  card: card({ variant: 'outline', size: 'md' }).root,
  cardBody: card({ variant: 'outline', size: 'md' }).body,
}
