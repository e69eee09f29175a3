// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { staticStyles } from './staticStyles'

type Load = (id: string) => Promise<{ code: string } | undefined>
const LOGIN_STYLES = fileURLToPath(new URL('../src/features/auth/LoginScreen.styles.ts', import.meta.url))

test('a *.styles.ts module becomes its class names, plain strings: no Panda runtime is imported', async () => {
  const load = staticStyles().load as Load
  const result = await load.call(undefined, `${LOGIN_STYLES}?v=1`)
  expect(result?.code).toMatch(/^export const loginStyles = \{"page":"[^"]+"/)
  expect(result?.code).not.toMatch(/import|styled-system/)
})

test('leaves every other module to Vite', async () => {
  const load = staticStyles().load as Load
  expect(await load.call(undefined, fileURLToPath(new URL('../src/config.ts', import.meta.url)))).toBeUndefined()
})
