import { build, preview, type PreviewServer } from 'vite'
import { assertChromium } from './chromium'
import { BUILD_DIR, E2E_PORT } from './port'

let server: PreviewServer | undefined

/** Builds the console once with the browser sandbox and serves it for every browser test. */
export async function setup() {
  assertChromium()
  const outDir = BUILD_DIR
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: slower, and not what
  // users load (the bundle budget measures this build).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true, manifest: true } })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: E2E_PORT, strictPort: true, host: '127.0.0.1' },
  })
}

export async function teardown() {
  await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()))
}
