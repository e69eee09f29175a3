import { afterAll, afterEach, beforeAll } from 'vitest'
import { setupServer, type SetupServer } from 'msw/node'
import { resetLive } from './liveStub'

/** The msw server of a list or dialog test: unhandled calls fail the test; handlers and live stubs reset per test. */
export function listTestServer(): SetupServer {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    resetLive()
  })
  afterAll(() => server.close())
  return server
}
