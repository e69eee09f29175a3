// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import english from './catalog/en.json'
import german from './catalog/de.json'

const SRC = join(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'catalog' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The placeholders of an ICU message (`{status}`, `{count, plural, …}`), sorted. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort()

describe('the catalogs (docs/decisions.md, "Language: German and English with Lingui")', () => {
  test('no message is missing in German', () => {
    const missing = Object.keys(english).filter(
      (id) => !Object.hasOwn(german, id) || !german[id as keyof typeof german],
    )
    expect(missing).toEqual([])
  })

  test('German has no message English lacks, and the same placeholders as English', () => {
    expect(Object.keys(german).filter((id) => !Object.hasOwn(english, id))).toEqual([])
    const differing = Object.entries(english).filter(
      ([id, text]) => placeholders(text).join() !== placeholders(german[id as keyof typeof german] ?? text).join(),
    )
    expect(differing).toEqual([])
  })

  // What the code asks for is collected from its syntax tree: extraction.test.ts.

  test('every route title a route file writes out is in the catalog (the toolbar and the tab title translate it)', () => {
    const titles = sources(join(SRC, 'routes')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/staticData:\s*\{\s*title:\s*(['"])([^'"]+)\1/g)].map((m) => ({
        file,
        id: m[2]!,
      })),
    )
    expect(titles.filter(({ id }) => !Object.hasOwn(english, id))).toEqual([])
  })
})
