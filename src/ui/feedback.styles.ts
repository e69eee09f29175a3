import { css } from 'styled-system/css'
import { badge, skeleton, spinner } from 'styled-system/recipes'

/** Chakra's Spinner (sm) and Skeleton (pulse), computed at build time. */
export const spinnerClass = spinner({ size: 'sm' })
export const skeletonClass = skeleton({ variant: 'pulse', loading: true })
/** A skeleton standing for one line of text. */
export const skeletonLineClass = css({ display: 'block', height: '5' })
/** A skeleton standing for one input (a form's field while its record loads). */
export const skeletonInputClass = css({ display: 'block', height: '10' })

/** Chakra's Badge, solid xs (the bell's count). */
export const badgeClass = { solidXs: badge({ variant: 'solid', size: 'xs' }) }

/** Read by assistive tech, not shown (Chakra's VisuallyHidden). */
export const visuallyHiddenClass = css({ srOnly: true })
