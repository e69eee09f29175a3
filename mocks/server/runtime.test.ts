// @vitest-environment node
import { expect, test } from 'vitest'

// .ci/run puts Node 24 first on PATH whatever the machine's own node is; this is the proof, in CI's output, that the
// tests really ran on it. Elsewhere (a developer's machine) any supported Node runs them.
test.runIf(process.env.CI === 'true')('CI runs the tests on Node 24 or later', () => {
  console.log(`Tests run on Node ${process.version}`)
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24)
})
