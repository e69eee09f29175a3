// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSandboxServer } from './sandboxServer'

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'"

let server: Awaited<ReturnType<typeof startSandboxServer>>
beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'sandbox-csp-'))
  await writeFile(join(root, 'index.html'), `<!doctype html><meta charset="UTF-8" />\n<meta http-equiv="Content-Security-Policy" content="${POLICY}" /><title>console</title>`)
  await writeFile(join(root, 'app.js'), 'console.log(1)')
  server = await startSandboxServer({ port: 0, staticDir: root })
})
afterAll(() => server.close())

test("issue 22: the built console's page comes with its meta policy as a header, plus frame-ancestors and Trusted Types report-only", async () => {
  for (const path of ['/', '/lexicon-list/1']) {
    const answer = await fetch(`${server.url}${path}`)
    expect(answer.headers.get('content-security-policy')).toBe(`${POLICY}; frame-ancestors 'none'`)
    expect(answer.headers.get('content-security-policy-report-only')).toBe(
      "require-trusted-types-for 'script'; trusted-types dompurify lexical 'allow-duplicates'",
    )
  }
})

test('issue 22: other files carry no page policy', async () => {
  const answer = await fetch(`${server.url}/app.js`)
  expect(answer.headers.get('content-security-policy')).toBeNull()
})
