import { afterAll, beforeAll } from 'vitest'
import { createNodeSandbox } from '../../../../mocks/node'

/**
 * The sandbox over msw/node for a test file, listening while its tests run, in which `renderList`'s token 't' is a
 * sign-in holding every role (chief).
 */
export function chiefSandbox() {
  const sandbox = createNodeSandbox()
  beforeAll(() => {
    sandbox.server.listen({ onUnhandledRequest: 'error' })
    sandbox.store.issueToken('chief', 't')
  })
  afterAll(() => sandbox.server.close())
  return sandbox
}
