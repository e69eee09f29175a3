import { preview, type PreviewServer } from 'vite'
import { assertChromium } from './chromium'
import { consoleBuild } from './consoleBuild'
import { BUILD_DIR, E2E_PORT } from './port'

let server: PreviewServer | undefined

/** Builds the console with the browser sandbox (unless built for these sources) and serves it for every browser test. */
export async function setup() {
  assertChromium()
  const outDir = BUILD_DIR
  await consoleBuild(outDir)
  server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: E2E_PORT, strictPort: true, host: '127.0.0.1' },
  })
}

export async function teardown() {
  await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()))
}
