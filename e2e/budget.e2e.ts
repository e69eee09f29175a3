import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { launch, newPage } from './support/browser'
import { BUILD_DIR } from './support/port'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const SANDBOX_ENTRY = 'mocks/browser.ts'

/** Files reachable from `start` through static and dynamic imports, not entering `skip`. */
function reachable(manifest: Manifest, start: string, skip?: string): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key) || key === skip) return
    seen.add(key)
    files.add(chunk.file)
    for (const k of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(k)
  }
  visit(start)
  return files
}

/**
 * The sandbox is the stand-in backend, not the product: a real deployment (VITE_API_URL) never loads it.
 * A chunk counts unless only the sandbox can load it; chunks the console shares with it count.
 */
function sandboxOnlyFiles(manifest: Manifest): Set<string> {
  const app = reachable(manifest, 'index.html', SANDBOX_ENTRY)
  return new Set([...reachable(manifest, SANDBOX_ENTRY)].filter((f) => !app.has(f)))
}

const budgetKiB: number = (JSON.parse(readFileSync('budget.json', 'utf8')) as { loginFirstLoadJsGzipKiB: number })
  .loginFirstLoadJsGzipKiB

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

test(`the first-load JS of /login stays within budget.json (${budgetKiB} KiB gzip; design §8.33)`, async () => {
  const manifest = JSON.parse(readFileSync(join(BUILD_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest
  expect(manifest[SANDBOX_ENTRY], 'the manifest names the sandbox chunk').toBeDefined()
  const excluded = sandboxOnlyFiles(manifest)

  const { context, page } = await newPage(browser)
  const bodies: Promise<{ path: string; gzip: number }>[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (!path.endsWith('.js') || excluded.has(path.slice(1))) return
    bodies.push(response.body().then((b) => ({ path, gzip: gzipSync(b).length })))
  })
  try {
    await page.goto('/login', { waitUntil: 'networkidle' })
    await page.getByLabel('Username').waitFor()
    const files = await Promise.all(bodies)
    const totalKiB = files.reduce((sum, f) => sum + f.gzip, 0) / 1024
    console.log(
      `/login first-load JS: ${totalKiB.toFixed(1)} KiB gzip (budget ${budgetKiB})\n` +
        files.map((f) => `  ${(f.gzip / 1024).toFixed(1).padStart(6)} KiB  ${f.path}`).join('\n'),
    )
    expect(files.length).toBeGreaterThan(0)
    expect(totalKiB).toBeLessThanOrEqual(budgetKiB)
  } finally {
    await context.close()
  }
})
