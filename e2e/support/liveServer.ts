/**
 * Live-editing browser tests need two users on one backend: a console build pointed (VITE_API_URL) at the local
 * sandbox server, which serves that build, the HTTP API and the hub on one port.
 */
import type { HubConnection } from '@microsoft/signalr'
import { DROP_PATH, startSandboxServer } from '../../mocks/server/sandboxServer'
import { hubConnection, tokenFor } from '../../src/test/support/localServer'
import { consoleBuild } from './consoleBuild'

/**
 * One port per test worker: browser test files run two at a time, and each live file starts its own server. Vitest
 * numbers its workers from 1 (VITEST_POOL_ID).
 */
export const LIVE_SERVER_PORT =
  Number(process.env.LIVE_SERVER_PORT ?? 5181) + Number(process.env.VITEST_POOL_ID ?? 1) - 1
export const LIVE_URL = `http://127.0.0.1:${LIVE_SERVER_PORT}`
/** The live build's folder, one per port so suites run side by side do not build over each other. */
const OUT_DIR = `dist-live-e2e/${LIVE_SERVER_PORT}`
/** The server keeps locks far longer than a build's client lock time: a lock found free was let go by the console. */
const SERVER_LOCK_MS = 600000

/**
 * Builds the console for the local server (unless built for these sources); the lock time is shortened by
 * VITE_EDIT_LOCK_MS. The server serves the build, the API and the hub on one origin, so the build asks its own
 * origin (no VITE_API_URL) and one build serves every worker's port.
 */
export async function buildLiveConsole(editLockMs: number) {
  await consoleBuild(OUT_DIR, { VITE_API_URL: undefined, VITE_SANDBOX: 'off', VITE_EDIT_LOCK_MS: String(editLockMs) })
}

/** Serves the live build (or another), the API and the hub. */
export function startLiveServer(staticDir = OUT_DIR) {
  return startSandboxServer({ port: LIVE_SERVER_PORT, lockMs: SERVER_LOCK_MS, staticDir, testHooks: true })
}

/** Cuts one user's hub sockets and refuses reconnects for refuseMs (sandbox test hook). */
export async function cutHubSockets(username: string, refuseMs: number) {
  await fetch(`${LIVE_URL}${DROP_PATH}?username=${encodeURIComponent(username)}&refuseMs=${refuseMs}`, {
    method: 'POST',
  })
}

/** A bare hub client (no browser): holds a lock and never lets go, as a crashed editor would. */
export async function rawHubClient(username: string): Promise<HubConnection> {
  const connection = hubConnection(LIVE_URL, await tokenFor(LIVE_URL, username))
  await connection.start()
  return connection
}
