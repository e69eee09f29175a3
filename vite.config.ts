/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import pandaCss from '@pandacss/dev/postcss'
import type { AcceptedPlugin } from 'postcss'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath } from 'node:url'
import { firstPaintShell } from './build/firstPaintShell.ts'
import { shellChunks } from './build/shellChunks.ts'
import { firstLoadChunks } from './build/firstLoadChunks.ts'
import { deferEntryCss } from './build/deferEntryCss.ts'
import { compileHints } from './build/compileHints.ts'
import { contentSecurityPolicy } from './build/contentSecurityPolicy.ts'
import { staticStyles } from './build/staticStyles.ts'
import { pruneUnusedTokens, themeVariablesNamedIn } from './build/pruneUnusedTokens.ts'

export default defineConfig(({ command }) => ({
  css: {
    postcss: {
      // Panda CSS writes the kit's styles (src/ui) into the stylesheet that declares its layers (src/ui/kit.css); a build
      // then drops the theme variables nothing reads (build/README.md).
      plugins: [
        pandaCss() as AcceptedPlugin,
        ...(command === 'build' ? [pruneUnusedTokens({ keep: themeVariablesNamedIn(['src', 'build']) })] : []),
      ],
    },
  },
  plugins: [
    staticStyles(),
    // Its options are in tsr.config.json, which `npm run codegen` (tsr generate) reads too: one route tree.
    tanstackRouter(),
    react(),
    shellChunks(),
    firstLoadChunks(),
    compileHints(),
    deferEntryCss(),
    firstPaintShell(),
    contentSecurityPolicy(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'build/**/*.test.ts', 'bench/lib/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15000,
    // Vitest's default on two cores is one worker (cores - 1); the main process mostly waits, so a second worker
    // takes the other core.
    maxWorkers: 2,
  },
}))
