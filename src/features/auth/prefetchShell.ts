import { prefetchWhenIdle } from '@/features/navigation/idlePrefetch'

/** The id of the JSON list of the signed-in shell's chunks (build/shellChunks.ts). */
const SHELL_CHUNKS_ID = 'shell-chunks'

/** While the login form is idle, the signed-in shell's chunks download (not run), so the first screen has them. */
export const prefetchShellWhenIdle = () => prefetchWhenIdle(SHELL_CHUNKS_ID)
