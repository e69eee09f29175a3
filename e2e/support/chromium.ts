import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
]

/** No browser is never a silent skip: it fails loudly (and in CI it is a failure, as everywhere). */
export function assertChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  const banner = '='.repeat(78)
  const text = [
    banner,
    `NO CHROMIUM at ${CHROMIUM_PATH}: the browser tests cannot run.`,
    'Install it with: apt-get update && apt-get install -y chromium',
    '(or set CHROMIUM_PATH). .ci/run installs it for CI.',
    banner,
  ].join('\n')
  console.error(text)
  throw new Error(`Chromium not found at ${CHROMIUM_PATH}`)
}
