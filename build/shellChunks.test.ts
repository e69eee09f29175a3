import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { afterEach, expect, test } from 'vitest'
import { homeListFolder, listPaths, pathPattern, SHELL_ENTRIES } from './shellChunks'

const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A features folder with one resource.ts per given folder, each declared at its route path. */
function features(routes: Record<string, string>): string {
  const dir = mkdtempSync(`${tmpdir()}/features-`)
  made.push(dir)
  for (const [folder, path] of Object.entries(routes)) {
    mkdirSync(`${dir}/${folder}`)
    writeFileSync(
      `${dir}/${folder}/resource.ts`,
      `export const x = declareResource({\n  route: { path: '${path}', menu: 1 },\n})\n`,
    )
  }
  return dir
}

test('the shell prefetches the files of the list declared at /, found from the declarations, not named by hand', () => {
  expect(homeListFolder()).toBe('portions')
  expect(SHELL_ENTRIES).toContain('src/features/portions/view.tsx')
  expect(homeListFolder(features({ notes: '/note-list', meals: '/', menus: '/menu-list/$parentId' }))).toBe('meals')
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
