import { build, preview, type PreviewServer } from 'vite'
import { assertChromium } from './chromium'

export const E2E_PORT = 4319

let server: PreviewServer | undefined

/** Builds the console once with the browser sandbox and serves it for every browser test. */
export async function setup() {
  assertChromium()
  await build({ logLevel: 'warn', mode: 'production', build: { outDir: 'dist-e2e', emptyOutDir: true } })
  server = await preview({
    logLevel: 'warn',
    build: { outDir: 'dist-e2e' },
    preview: { port: E2E_PORT, strictPort: true, host: '127.0.0.1' },
  })
}

export async function teardown() {
  await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()) ?? resolve())
}
