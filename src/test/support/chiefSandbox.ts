import { beforeAll } from 'vitest'
import { sandboxServer } from './msw'

/**
 * The sandbox over msw/node for a test file, listening while its tests run, in which `renderList`'s token 't' is a
 * sign-in holding every role (chief).
 */
export function chiefSandbox() {
  const sandbox = sandboxServer()
  beforeAll(() => sandbox.store.issueToken('chief', 't'))
  return sandbox
}
