import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { createHandlers } from './handlers'
import { memoryPersistence } from './store/persistence'
import { SandboxStore } from './store/store'

/** msw/node sandbox for vitest: a fresh in-memory store per call; `extra` handlers answer before the sandbox's. */
export function createNodeSandbox(extra: (store: SandboxStore) => RequestHandler[] = () => []) {
  const store = new SandboxStore(memoryPersistence())
  const server = setupServer(...extra(store), ...createHandlers(store))
  return { store, server }
}

export type NodeSandbox = ReturnType<typeof createNodeSandbox>
