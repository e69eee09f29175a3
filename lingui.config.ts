import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-json'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/i18n/catalog/{locale}', include: ['src'] }],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
})
