import { css } from 'styled-system/css'
import { dialog } from 'styled-system/recipes'

/** The parts of Chakra's dialog recipe the kit renders. */
const parts = (slots: ReturnType<typeof dialog>) => {
  const { backdrop, positioner, content, header, title, body, footer, description, closeTrigger } = slots
  return { backdrop, positioner, content, header, title, body, footer, description, closeTrigger }
}

/**
 * Chakra's dialog (its slot recipe, placed at the top) in the two layouts the console's dialogs use, computed at build
 * time: `md` (a question, an error) and `phoneFull` (the edit dialog: full screen under md, large from md up, its body
 * scrolling while its title and footer stay in view).
 */
export const dialogClass = {
  md: parts(dialog({ size: 'md', scrollBehavior: 'outside', placement: 'top' })),
  phoneFull: parts(dialog({ size: { base: 'full', md: 'lg' }, scrollBehavior: 'inside', placement: 'top' })),
}

/** A footer whose buttons do not fit on a phone's line wraps, rather than pushing one past the edge. */
export const footerWrapClass = css({ flexWrap: 'wrap' })

/** The native <dialog> stands in for Chakra's positioner: its own box and backdrop are undone. */
export const nativeResetClass = css({
  maxWidth: 'none',
  maxHeight: 'none',
  m: '0',
  p: '0',
  border: 'none',
  bg: 'transparent',
  color: 'inherit',
})

/** Chakra's dialog holds the page still behind it. */
export const pageHeldClass = css({ overflow: 'hidden' })

/** The full size's height, margin and square corners are not undone by the md size: reset them. */
export const phoneFullFromMdClass = css({ md: { minH: 'auto', '--dialog-margin': 'spacing.12', borderRadius: 'l3' } })

/** A dialog's second paragraph. */
export const secondTextClass = css({ mt: '2' })
