import { ChakraProvider } from '@chakra-ui/react'
import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { system } from './theme'
import { ThemeProvider } from './ThemeProvider'

const HEADER = `/* Chakra's global styles for the console's theme, prebuilt (see ThemeProvider.tsx).
   Generated: after a change to theme.ts or a Chakra upgrade, run
   npx vitest run src/theme/chakraGlobal.test.tsx --update */
`

/** The global style rules Emotion inserted into the document, in order. */
function insertedGlobalCss(): string[] {
  return [...document.querySelectorAll('style[data-emotion="css-global"]')].map((style) => style.textContent ?? '')
}

test('chakraGlobal.css is what ChakraProvider inserts for the theme', async () => {
  const { unmount } = render(<ChakraProvider value={system}>x</ChakraProvider>)
  const rules = insertedGlobalCss()
  unmount()
  expect(rules.join('').length).toBeGreaterThan(10_000)
  await expect(HEADER + rules.join('\n') + '\n').toMatchFileSnapshot('./chakraGlobal.css')
})

test('the console inserts no global styles at run time but the layer order', () => {
  document.head.querySelectorAll('style').forEach((style) => style.remove())
  render(<ThemeProvider>x</ThemeProvider>)
  expect(insertedGlobalCss().join('')).toBe('@layer reset,base,tokens,recipes;')
})
