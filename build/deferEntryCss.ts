import type { Plugin } from 'vite'
import { entryStylesheetScript } from '../src/app/entryStylesheet.ts'

/** The entry chunk is index.html's, so its stylesheet is `assets/index-<hash>.css`. */
const ENTRY_CSS = /^assets\/index-[\w-]+\.css$/
/** How Vite links a stylesheet into the built index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g

/** The built page's files, as `transformIndexHtml` sees them (only what these plugins read). */
export type Assets = Record<string, { type: 'asset'; source: string | Uint8Array } | { type: 'chunk' }>

/** The entry stylesheet's text; the build fails without one. */
export function entryCssOf(bundle: Assets): string {
  const found = Object.entries(bundle).find(([file, asset]) => ENTRY_CSS.test(file) && asset.type === 'asset')
  if (found?.[1].type !== 'asset')
    throw new Error('defer-entry-css: the bundle has no entry stylesheet (assets/index-*.css)')
  return String(found[1].source)
}

/**
 * index.html with the entry's stylesheet link replaced by the inline script that adds it without blocking the first
 * paint (src/app/entryStylesheet.ts). Fails when there is no link to replace: a Vite that links stylesheets
 * differently would otherwise leave the render-blocking request in place without a word.
 */
export function withEntryCssDeferred(html: string, bundle: Assets): string {
  let deferred = 0
  const out = html.replace(STYLESHEET_LINK, (link, file: string) => {
    if (bundle[file]?.type !== 'asset') return link
    if (!ENTRY_CSS.test(file)) throw new Error(`defer-entry-css: index.html links ${file}, not the entry's stylesheet`)
    deferred++
    return `<script>${entryStylesheetScript(`/${file}`)}</script>`
  })
  if (deferred !== 1)
    throw new Error(
      `defer-entry-css: index.html links ${deferred} stylesheets of the bundle the way it expects (${STYLESHEET_LINK}), not one`,
    )
  return out
}

/**
 * The entry's stylesheet (the kit's, src/ui/kit.css: Panda's reset, tokens and the used styles, 78 KB) is asked for
 * beside the scripts instead of blocking the first paint: a phone paints index.html's static first paint with the
 * few rules it needs (firstPaintShell.ts, firstPaintCss.ts), and the page fits the first round trip. The stylesheet
 * is parsed while the scripts still download; the app waits for it before its first render. The stylesheets of lazy
 * chunks stay as Vite loads them.
 */
export function deferEntryCss(): Plugin {
  return {
    name: 'nutrition-console:defer-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return
        return withEntryCssDeferred(html, bundle)
      },
    },
  }
}
