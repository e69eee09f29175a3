import { afterEach } from 'vitest'
import type { SetupServer } from 'msw/node'
import { resetLive } from './liveStub'
import { mswServer } from './msw'

/** The msw server of a list or dialog test (mswServer), with the live stubs reset after each test too. */
export function listTestServer(): SetupServer {
  const server = mswServer()
  afterEach(() => resetLive())
  return server
}
