/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  /** 'off' disables the in-browser MSW sandbox (use with VITE_API_URL). */
  readonly VITE_SANDBOX?: string
  readonly VITE_EDIT_LOCK_MS?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
