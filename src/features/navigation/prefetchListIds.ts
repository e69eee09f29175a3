/**
 * The ids of the JSON lists of files the build writes into index.html (build/shellChunks.ts) for the page to download
 * while idle: the signed-in shell's (from /login) and a list's dialogs' (after the list's first paint).
 */
export const PREFETCH_LIST_IDS = { shell: 'shell-chunks', dialogs: 'dialog-chunks' } as const
