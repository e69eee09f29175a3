import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import prettierConfig from 'eslint-config-prettier'
import checkFile from 'eslint-plugin-check-file'
import i18next from 'eslint-plugin-i18next'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The layers (docs/architecture.md, "Layers"). Imports go one way: src/app (the composition root) → routes → features →
 * api / config; the theme sits beside api and config. `target` may not import from `from`.
 */
const layers = [
  {
    target: ['./src/api', './src/config.ts', './src/theme', './src/i18n'],
    from: ['./src/features', './src/routes', './src/app', './src/routeTree.gen.ts', './src/main.tsx'],
    message: 'api/, config, i18n/ and theme/ are the bottom layer: they import no feature, route or app code.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/app', './src/routeTree.gen.ts', './src/main.tsx'],
    message: 'Features are below the routes and the composition root (src/app): import downwards only.',
  },
  {
    target: './src/routes',
    from: ['./src/app', './src/main.tsx'],
    message: 'Routes are below the composition root (src/app).',
  },
]

/**
 * The engine folders among themselves: forms owns the field types, live takes a narrow interface (LiveResource),
 * navigation holds what both read (the Screen type, the page's first-paint state); none of them imports a resource
 * declaration or the shell.
 */
const engine = [
  {
    target: './src/features/forms',
    from: ['./src/features/resources', './src/features/live', './src/features/shell'],
    message: 'forms/ is below resources/, live/ and shell/: it owns the field types they use.',
  },
  {
    target: './src/features/live',
    from: ['./src/features/resources', './src/features/forms', './src/features/shell'],
    message: 'live/ takes a LiveResource (live/liveResource.ts), not a resource declaration.',
  },
  {
    target: './src/features/resources',
    from: './src/features/shell',
    message: 'resources/ is below the shell (the Screen type is in features/navigation).',
  },
  {
    target: './src/features/navigation',
    from: './src/features',
    except: ['./navigation'],
    message: 'navigation/ is below every feature.',
  },
]

/**
 * The resource engine's face (docs/architecture.md, "The engine's folders"): outside resources/, its inner folders
 * (list, edit, rows, export, import) are reached only through these modules; the declaration and what every part shares sit
 * at its top. A face module is listed here rather than re-exported from an index: an index would pull every module it
 * names into the chunk of whoever imports it, and the first-load budgets rely on each module loading on its own.
 */
const RESOURCES_FACE = [
  'list/listRoute.tsx',
  'list/ResourceListScreen.tsx',
  'list/useListRoute.ts',
  'list/listPaths.ts',
  'list/listSearch.ts',
  'list/rowDetails.styles.ts',
  'edit/drafts.ts',
  'rows/pendingDeletes.ts',
  'rows/locks/holderName.ts',
  'export/saveBlob.ts',
]
const resourcesFace = ['list', 'edit', 'rows', 'export', 'import'].map((folder) => ({
  target: './src',
  from: `./src/features/resources/${folder}`,
  except: RESOURCES_FACE.filter((file) => file.startsWith(`${folder}/`)).map((file) => `.${file.slice(folder.length)}`),
  message: `Outside resources/, its folders are reached through their face: ${RESOURCES_FACE.join(', ')}.`,
}))

/**
 * The shared feature folders (docs/architecture.md, "Layers"): the engine (resources, forms, live, navigation), the signed-in frame
 * (shell, auth) and what several resources show (dictionaries). A resource or screen folder (portions, patients,
 * dashboard …) may import these and itself, never another such folder (bulletproof-react's rule): what two need
 * moves to a shared folder. The shared folders import no resource or screen folder; they reach resources through
 * the registry (resources/registry.ts), which finds them by file name.
 */
const SHARED_FEATURES = ['auth', 'dictionaries', 'forms', 'live', 'navigation', 'resources', 'shell']
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_FEATURES.includes(entry.name))
  .map((entry) => entry.name)
const features = [
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...SHARED_FEATURES.map((shared) => `./${shared}`)],
    message: `A feature imports another only through a shared folder (${SHARED_FEATURES.join(', ')}): move what both need there.`,
  })),
  {
    target: SHARED_FEATURES.map((shared) => `./src/features/${shared}`),
    from: FEATURES.map((name) => `./src/features/${name}`),
    message:
      'The shared feature folders import no resource or screen folder: they reach resources through the registry.',
  },
]

/**
 * The styling rule (docs/styling.md). Panda's css() and recipes run when the console is built: they are called in a
 * `*.styles.ts` module, which build/staticStyles.ts replaces by its class names, so no styling runtime ships.
 */
const pandaAtBuildTime = {
  group: ['styled-system/*'],
  allowTypeImports: true,
  message:
    "Call Panda's css() and recipes in a *.styles.ts module (evaluated at build time) and import its class names.",
}
/** Every screen paints with the kit (src/ui, Panda at build time); no styling runtime comes back. */
const noStylingRuntime = {
  group: ['@chakra-ui/react', '@chakra-ui/react/*', '@emotion/*'],
  message:
    "Screens paint with the kit (src/ui, Panda at build time), not Chakra's runtime or emotion: see docs/styling.md.",
}

/** Naming patterns (globs) as eslint-plugin-check-file defines them. */
const CAMEL = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))'
const PASCAL = '+([A-Z]*([a-z0-9]))'
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))'

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-live-e2e',
      'node_modules',
      'styled-system',
      'public',
      'src/routeTree.gen.ts',
      'src/i18n/catalog/*.ts',
      'bench/out',
      // Linted by src/test/layers.test.ts, where each must fail.
      'src/test/lint-fixtures',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Scripts npm runs before the dependencies' Node is known (build/checkNode.cjs): CommonJS for any Node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.styles.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [pandaAtBuildTime, noStylingRuntime] }] },
  },
  {
    // Tests may reach across the engine and the features (a form test renders a list); the layers still hold for them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layers, ...engine, ...features] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/features/resources/**', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layers, ...engine, ...features, ...resourcesFace] }],
    },
  },
  {
    // File and folder names. A module is camelCase, a React component PascalCase (its .tsx and the `.styles.ts` and
    // `.recipe.ts` beside it); tests and browser tests add `.test` or `.e2e`.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['src/routes/**', 'src/vite-env.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.{ts,js}': `@(${CAMEL}?(.@(test|e2e|config))|@(${CAMEL}|${PASCAL}).@(styles|recipe))`,
          '**/*.tsx': `@(${CAMEL}|${PASCAL})?(.faults)?(.test)`,
        },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'CAMEL_CASE' }],
    },
  },
  {
    // Route files follow TanStack Router's conventions: kebab-case paths, `$param`, `index`, `_layout`, `__root`.
    files: ['src/routes/**/*.tsx'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.tsx': `@(__root|?(_)${KEBAB}*(.@(index|$${CAMEL})))` },
        { ignoreMiddleExtensions: false },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/routes/**/': `?(_)${KEBAB}` }],
    },
  },
  {
    // Every text a person reads comes from the catalog (src/i18n/catalog/, docs/decisions.md, "Language: German and
    // English with Lingui"): a literal in JSX text or in an attribute a person reads or hears fails.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-valuetext',
              'aria-roledescription',
              'title',
              'placeholder',
              'alt',
              'label',
              'legend',
            ],
          },
          callees: { exclude: ['_', 't', 'i18n(ext)?', 'format'] },
        },
      ],
    },
  },
  // Formatting is Prettier's (npm run lint checks it): no ESLint rule may disagree with it.
  prettierConfig,
)
