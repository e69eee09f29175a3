/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath } from 'node:url'
import { firstPaintShell } from './build/firstPaintShell.ts'
import { shellChunks } from './build/shellChunks.ts'
import { firstLoadChunks } from './build/firstLoadChunks.ts'
import { inlineEntryCss } from './build/inlineEntryCss.ts'
import { contentSecurityPolicy } from './build/contentSecurityPolicy.ts'
import { staticStyles } from './build/staticStyles.ts'

export default defineConfig({
  plugins: [
    staticStyles(),
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    shellChunks(),
    firstLoadChunks(),
    inlineEntryCss(),
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
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15000,
  },
})
