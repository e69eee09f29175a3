import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

/**
 * A build served by the local sandbox server must be built for that server: without `VITE_API_URL` it runs the
 * in-browser sandbox, whose changes never reach the server, so two browsers share nothing. Every page that tells a
 * reader to serve `dist` must give the build command with the same port right before it.
 */
const pages = ['README.md', ...readdirSync('docs').flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))]

function serveCommands(page: string) {
  const text = readFileSync(page, 'utf8')
  return [...text.matchAll(/(?:PORT=(\d+) )?STATIC_DIR=dist npm run sandbox:server/g)].map((m) => ({
    port: m[1],
    before: text.slice(Math.max(0, (m.index ?? 0) - 200), m.index),
  }))
}

describe('documented commands work as written', () => {
  test.each(pages)('%s builds for the server it serves dist from', (page) => {
    for (const { port, before } of serveCommands(page)) {
      expect(port, 'the server port is given').toBeDefined()
      expect(before).toContain(`VITE_API_URL=http://127.0.0.1:${port} npm run build`)
    }
  })

  test('README shows the serve pair and another port for npm start', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(serveCommands('README.md').length).toBeGreaterThan(0)
    expect(readme).toContain('npm start -- --port')
  })
})
