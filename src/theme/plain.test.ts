import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { system } from './theme'

// Read from disk: vitest hands stylesheets to tests as empty modules.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const plainCss = read('./plain.css')
const loginCss = read('../features/auth/LoginScreen.css')
const noticeCss = read('../features/shell/ErrorScreens.css')

const THEME_VALUE = /--nc-((?:colors|fonts)-[\w-]+):\s*([^;]+);/g
const normalise = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase()

describe('the Chakra-free screens use the theme values', () => {
  const copies = [...plainCss.matchAll(THEME_VALUE)].map(([, name = '', value = '']) => ({ name, value }))

  test('plain.css declares theme values', () => {
    expect(copies.length).toBeGreaterThan(5)
  })

  test.each(copies)('--nc-$name is the theme token', ({ name, value }) => {
    const token = name.replaceAll('-', '.')
    expect(normalise(value), token).toBe(normalise(String(system.token(token))))
  })

  test('every custom property a plain stylesheet reads is declared', () => {
    const sheets = [plainCss, loginCss, noticeCss].join('\n')
    const declared = new Set([...sheets.matchAll(/(--nc-[\w-]+):/g)].map((m) => m[1]))
    const used = [...sheets.matchAll(/var\((--nc-[\w-]+)\)/g)].map((m) => m[1])
    expect(used.length).toBeGreaterThan(0)
    expect(used.filter((name) => !declared.has(name))).toEqual([])
  })
})
