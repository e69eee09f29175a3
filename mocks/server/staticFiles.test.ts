// @vitest-environment node
import { mkdtemp, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSandboxServer } from './sandboxServer'

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'"

let server: Awaited<ReturnType<typeof startSandboxServer>>
let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sandbox-csp-'))
  await writeFile(
    join(root, 'index.html'),
    `<!doctype html><meta charset="UTF-8" />\n<meta http-equiv="Content-Security-Policy" content="${POLICY}" /><title>console</title>`,
  )
  await writeFile(join(root, 'app.js'), 'console.log(1)')
  server = await startSandboxServer({ port: 0, staticDir: root })
})
afterAll(() => server.close())

test("the built console's page comes with its meta policy as a header, plus frame-ancestors and Trusted Types report-only", async () => {
  for (const path of ['/', '/lexicon-list/1']) {
    const answer = await fetch(`${server.url}${path}`)
    expect(answer.headers.get('content-security-policy')).toBe(`${POLICY}; frame-ancestors 'none'`)
    expect(answer.headers.get('content-security-policy-report-only')).toBe(
      "require-trusted-types-for 'script'; trusted-types dompurify lexical 'allow-duplicates'",
    )
  }
})

test('other files carry no page policy', async () => {
  const answer = await fetch(`${server.url}/app.js`)
  expect(answer.headers.get('content-security-policy')).toBeNull()
})

/** A raw GET (no automatic decoding), with the Accept-Encoding a browser would send. */
function rawGet(
  path: string,
  acceptEncoding: string,
): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> {
  return new Promise((resolveAnswer, reject) => {
    get(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
      const parts: Buffer[] = []
      answer.on('data', (part: Buffer) => parts.push(part))
      answer.on('end', () =>
        resolveAnswer({
          encoding: answer.headers['content-encoding'],
          vary: answer.headers.vary,
          body: Buffer.concat(parts),
        }),
      )
    }).on('error', reject)
  })
}

test('a browser that takes Brotli gets it (smaller than gzip on the simulated phone link); others get gzip or the file', async () => {
  const script = `export const words = ${JSON.stringify('portion recipe promotion lexicon '.repeat(200))}\n`
  await writeFile(join(root, 'assets-big.js'), script)
  const chrome = await rawGet('/assets-big.js', 'gzip, deflate, br, zstd')
  expect(chrome.encoding).toBe('br')
  expect(chrome.vary).toBe('Accept-Encoding')
  expect(brotliDecompressSync(chrome.body).toString()).toBe(script)
  const older = await rawGet('/assets-big.js', 'gzip, deflate')
  expect(older.encoding).toBe('gzip')
  expect(gunzipSync(older.body).toString()).toBe(script)
  const plain = await rawGet('/assets-big.js', 'identity')
  expect(plain.encoding).toBeUndefined()
  expect(plain.body.toString()).toBe(script)
})

test('a file rebuilt in place is compressed again, not served from the last compression', async () => {
  await writeFile(join(root, 'rebuilt.js'), 'console.log("first build")')
  expect(brotliDecompressSync((await rawGet('/rebuilt.js', 'br')).body).toString()).toBe('console.log("first build")')
  await writeFile(join(root, 'rebuilt.js'), 'console.log("the second build, longer")')
  expect(brotliDecompressSync((await rawGet('/rebuilt.js', 'br')).body).toString()).toBe(
    'console.log("the second build, longer")',
  )
})

test('8.1 a symbolic link under STATIC_DIR to a file or folder outside it is not served', async () => {
  const outside = await mkdtemp(join(tmpdir(), 'sandbox-outside-'))
  await writeFile(join(outside, 'data.db'), 'SECRET RECORDS')
  await writeFile(join(outside, 'data.db-wal'), 'SECRET WAL')
  await symlink(join(outside, 'data.db'), join(root, 'linked.db'))
  await symlink(outside, join(root, 'linked-folder'))
  for (const path of ['/linked.db', '/linked-folder/data.db-wal']) {
    const answer = await fetch(`${server.url}${path}`)
    const text = await answer.text()
    expect(text).not.toContain('SECRET')
    // The console's page instead, as for any path that names no file of the console.
    expect(text).toContain('<title>console</title>')
  }
})

test('8.2 a symbolic link inside STATIC_DIR to a file inside it is served', async () => {
  await writeFile(join(root, 'real.js'), 'console.log("linked")')
  await symlink(join(root, 'real.js'), join(root, 'alias.js'))
  expect(await (await fetch(`${server.url}/alias.js`)).text()).toBe('console.log("linked")')
})
