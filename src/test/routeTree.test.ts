// @vitest-environment node
/**
 * src/routeTree.gen.ts is generated, not committed: `npm run codegen` runs TanStack's generator (`tsr generate`) with
 * tsr.config.json, the file the router's Vite plugin reads too, and `npm run typecheck` runs codegen before tsc. So a
 * new route file is in the tree before tsc sees it, instead of failing with "Expected 2 arguments, but got 1".
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from 'vitest'

const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts

test('typecheck regenerates the route tree before tsc', () => {
  expect(scripts.typecheck).toMatch(/^npm run codegen && tsc /)
  expect(scripts.codegen).toContain('tsr generate')
})

test('a new route file is in the tree that codegen writes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-tree-'))
  try {
    cpSync('tsr.config.json', join(dir, 'tsr.config.json'))
    cpSync('src/routes', join(dir, 'src/routes'), { recursive: true })
    writeFileSync(
      join(dir, 'src/routes/_app/throwaway-list.tsx'),
      "import { createFileRoute } from '@tanstack/react-router'\n\nexport const Route = createFileRoute('/_app/throwaway-list')({})\n",
    )
    execFileSync(process.execPath, [resolve('node_modules/@tanstack/router-cli/bin/tsr.cjs'), 'generate'], { cwd: dir })
    expect(readFileSync(join(dir, 'src/routeTree.gen.ts'), 'utf8')).toContain("'/_app/throwaway-list'")
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('the CLI and the Vite plugin run the same generator, so both write the same tree', () => {
  // package.json's overrides give the CLI the plugin's generator; this fails when an upgrade parts them again.
  const generatorOf = (user: string) =>
    createRequire(resolve('node_modules', user, 'package.json')).resolve('@tanstack/router-generator/package.json')
  expect(generatorOf('@tanstack/router-cli')).toBe(generatorOf('@tanstack/router-plugin'))
})
