import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The sandbox server reads the resource declarations (src/features/*/resource.ts), which import through '@/'.
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/globalSetup.ts'],
    setupFiles: ['e2e/support/noPageErrors.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    // Two files at a time: much of a browser test is waiting (for a lock to expire, a debounce, a fade), so a second
    // file fills the other core. Each worker has its own live server port (support/liveServer.ts).
    maxWorkers: 2,
  },
})
