import { build, preview, type PreviewServer } from 'vite'
import { assertChromium } from './chromium'
import { E2E_PORT } from './port'

let server: PreviewServer | undefined

/** Builds the console once with the browser sandbox and serves it for every browser test. */
export async function setup() {
  assertChromium()
  const outDir = `dist-e2e/${E2E_PORT}`
  await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } })
  server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: E2E_PORT, strictPort: true, host: '127.0.0.1' },
  })
}

export async function teardown() {
  await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()))
}
