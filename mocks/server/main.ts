/** `npm run sandbox:server` — PORT (default 5180), EDIT_LOCK_MS (default 300000), STATIC_DIR (optional built console). */
import { startSandboxServer } from './sandboxServer'

const server = await startSandboxServer({
  port: Number(process.env.PORT ?? 5180),
  // Unset: the server's own default, the spec's 5 minutes (kept in one place, sandboxServer.ts).
  lockMs: process.env.EDIT_LOCK_MS ? Number(process.env.EDIT_LOCK_MS) : undefined,
  staticDir: process.env.STATIC_DIR,
})
console.log(`Sandbox server on ${server.url} (API ${server.url}/api/v1, hub ${server.url}/edit-states)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)))
}
