import { prefetchWhenIdle } from '@/features/navigation/idlePrefetch'
import { PREFETCH_LIST_IDS } from '@/features/navigation/prefetchListIds'

/** While the login form is idle, the signed-in shell's chunks download (not run), so the first screen has them. */
export const prefetchShellWhenIdle = () => prefetchWhenIdle(PREFETCH_LIST_IDS.shell)
