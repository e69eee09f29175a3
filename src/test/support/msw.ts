import { afterAll, afterEach, beforeAll } from 'vitest'
import type { RequestHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { createNodeSandbox, type NodeSandbox } from '../../../mocks/node'

/**
 * The unit tests' one msw/node set-up (call it at a test file's top level): the server listens while the file's tests
 * run, a call no handler answers fails the test, and what a test adds with `server.use` is gone after it.
 */
function listenDuringTests(server: SetupServer): SetupServer {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/** An msw server answering with `handlers` only (a test of one call or one screen). */
export const mswServer = (...handlers: RequestHandler[]): SetupServer => listenDuringTests(setupServer(...handlers))

/**
 * The whole sandbox (mocks/) over msw, with a fresh in-memory store; `extra` answers before it (a test resource's
 * handlers).
 */
export function sandboxServer(extra?: (store: NodeSandbox['store']) => RequestHandler[]): NodeSandbox {
  const sandbox = createNodeSandbox(extra)
  listenDuringTests(sandbox.server)
  return sandbox
}
