import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

/**
 * Comments and test names explain themselves in this repository's words: a reader cannot follow an issue number,
 * a session, or a section of a document the repository does not hold. Decisions live in docs/decisions.md.
 */
const CITATION = /design\s§|design\.md|§\s?\d|\b[Ii]ssues? #?\d+|\b[Ss]essions? \d+/
const CODE = /\.(ts|tsx|js|mjs|cjs|html|css)$/

describe('source files cite nothing outside the repository', () => {
  test('no issue number, session or outside section in code, comments or test names', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => CODE.test(f) && !f.startsWith('public/'))
    const hits = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          CITATION.test(line) && !line.includes('CITATION') ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(hits).toEqual([])
  })
})
