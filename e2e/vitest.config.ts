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
    // Two cores: one test file at a time keeps Chromium responsive.
    fileParallelism: false,
  },
})
