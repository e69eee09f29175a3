// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { pathToFileURL } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { homeListFolder, listPaths, pathPattern, SHELL_ENTRIES } from './shellChunks'

const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/**
 * A features folder with one resource.ts per given folder, each declaring its list at its route path. Written as a
 * formatter or a hand might write it: double quotes, the route's keys on their own lines, the path last.
 */
function features(routes: Record<string, string>): URL {
  const dir = mkdtempSync(`${tmpdir()}/features-`)
  made.push(dir)
  for (const [folder, path] of Object.entries(routes)) {
    mkdirSync(`${dir}/${folder}`)
    writeFileSync(
      `${dir}/${folder}/resource.ts`,
      `export const ${folder} = {\n  name: "${folder}",\n  route: {\n    menu: 1,\n    path: "${path}",\n  },\n}\n`,
    )
  }
  return pathToFileURL(`${dir}/`)
}

test('the shell prefetches the files of the list declared at /, found from the declarations, not named by hand', () => {
  expect(homeListFolder()).toBe('portions')
  expect(SHELL_ENTRIES).toContain('src/features/portions/view.tsx')
  expect(homeListFolder(features({ notes: '/note-list', meals: '/', menus: '/menu-list/$parentId' }))).toBe('meals')
})

test('the paths come from the declarations as they run, however their source is written', () => {
  const dir = features({ notes: '/note-list' })
  writeFileSync(
    new URL('notes/resource.ts', dir),
    "const base = '/note'\nexport const notes = { name: 'notes', route: { path: `${base}-list`, childPath: base + '/$parentId' } }\n",
  )
  expect(listPaths(dir)).toEqual(new Map([['notes', ['/note-list', '/note/$parentId']]]))
})

test('a declaration without a route path fails the build', () => {
  const dir = features({ notes: '/note-list' })
  writeFileSync(new URL('notes/resource.ts', dir), 'export const notes = { name: "notes" }\n')
  expect(() => listPaths(dir)).toThrow(/notes\/resource.ts declares no route path/)
})

test('no list at /, or two, fails the build', () => {
  expect(() => homeListFolder(features({ notes: '/note-list' }))).toThrow(/found 0/)
  expect(() => homeListFolder(features({ a: '/', b: '/' }))).toThrow(/found 2/)
})

test('each list route, child routes too, is read from the declarations', () => {
  const paths = listPaths()
  expect(paths.get('users')).toEqual(['/users'])
  expect(paths.get('lexicon')).toEqual(['/lexicon-list/$parentId'])
  expect(paths.get('methods')).toEqual(['/method-list', '/method-list/$parentId'])
})

test('a route path matches its addresses and no other list’s', () => {
  const matches = (path: string, address: string) => new RegExp(pathPattern(path)).test(address)
  expect(matches('/lexicon-list/$parentId', '/lexicon-list/1')).toBe(true)
  expect(matches('/lexicon-list/$parentId', '/lexicon-list/1/')).toBe(true)
  expect(matches('/lexicon-list/$parentId', '/lexicon-list')).toBe(false)
  expect(matches('/lexicon-list/$parentId', '/lexicon-list/1/2')).toBe(false)
  expect(matches('/method-list', '/method-list')).toBe(true)
  expect(matches('/method-list', '/method-list/3')).toBe(false)
  expect(matches('/users', '/users-archive')).toBe(false)
  expect(matches('/', '/')).toBe(true)
  expect(matches('/', '/users')).toBe(false)
})
