// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { createRequire } from 'node:module'
import packageJson from '../package.json'

const check = createRequire(import.meta.url)('./checkNode.cjs') as {
  satisfies: (version: string, range: string) => boolean
}

/** The Node ranges of the dependencies that declare one in the forms the check reads (all that matter here). */
function dependencyRanges(): [string, string][] {
  const root = join(import.meta.dirname, '..', 'node_modules')
  const names = readdirSync(root).flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(root, name)).map((inner) => `${name}/${inner}`) : [name],
  )
  return names.flatMap((name) => {
    const file = join(root, name, 'package.json')
    if (!existsSync(file)) return []
    const range = (JSON.parse(readFileSync(file, 'utf8')) as { engines?: { node?: unknown } }).engines?.node
    return typeof range === 'string' && /^[\s\d.^>=v|]+$/.test(range) ? [[name, range] as [string, string]] : []
  })
}

const SCRIPT = join(import.meta.dirname, 'checkNode.cjs')

/** Runs the preinstall check as npm does, on this Node made to report `version`. */
function runAs(version: string) {
  const fake = join(mkdtempSync(join(tmpdir(), 'check-node-')), 'fake.cjs')
  writeFileSync(fake, `Object.defineProperty(process, 'version', { value: ${JSON.stringify(version)} })\n`)
  return spawnSync(process.execPath, ['--require', fake, SCRIPT], { encoding: 'utf8' })
}

describe('the preinstall check of the Node version', () => {
  test('Node 20 stops with one line naming the version wanted and the one found', () => {
    const run = runAs('v20.20.2')
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe('Node 24 is required (see .nvmrc); this is 20.20.2\n')
  })

  test('a Node 24 older than the dependencies take names the minimum', () => {
    const run = runAs('v24.10.0')
    expect(run.status).toBe(1)
    expect(run.stderr).toBe('Node 24.15.0 or later is required (see .nvmrc); this is 24.10.0\n')
  })

  test('this Node and later majors pass silently', () => {
    for (const version of [process.version, 'v24.15.0', 'v26.1.0']) {
      const run = runAs(version)
      expect([version, run.status, run.stderr]).toEqual([version, 0, ''])
    }
  })

  test('every lowest version the engines range takes is one each dependency with a Node range takes', () => {
    const lowest = packageJson.engines.node.split('||').map((part) => part.replace(/[\^>=\s]/g, ''))
    const refused = dependencyRanges().flatMap(([name, range]) =>
      lowest
        .filter((version) => !check.satisfies(version, range))
        .map((version) => `${name} ${range} refuses ${version}`),
    )
    expect(lowest).toEqual(['24.15.0', '26.0.0'])
    expect(refused).toEqual([])
  })
})
