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
    // Three files at a time on two cores: most of a browser test is waiting (for a lock to expire, a debounce, a
    // fade), so even three keep about 0.7 of a core busy on average. Each worker has its own live server port
    // (support/liveServer.ts). Figures in docs/testing.md.
    maxWorkers: 3,
  },
})
