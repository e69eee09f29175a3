import { setupServer } from 'msw/node'
import { createHandlers } from './handlers'
import { memoryPersistence } from './store/persistence'
import { SandboxStore } from './store/store'

/** msw/node sandbox for vitest: a fresh in-memory store per call. */
export function createNodeSandbox() {
  const store = new SandboxStore(memoryPersistence())
  const server = setupServer(...createHandlers(store))
  return { store, server }
}
