import type { Plugin } from 'vite'

/** The entry chunk is index.html's, so its stylesheet is `assets/index-<hash>.css`. */
const ENTRY_CSS = /^assets\/index-[\w-]+\.css$/
/** How Vite links a stylesheet into the built index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g

/** The built page's files, as `transformIndexHtml` sees them (only what this plugin reads). */
export type Assets = Record<string, { type: 'asset'; source: string | Uint8Array } | { type: 'chunk' }>

/**
 * index.html with the entry's stylesheet inside a `<style>`. Fails when there is none to inline: a Vite that links
 * stylesheets differently would otherwise leave the render-blocking request in place without a word.
 */
export function withEntryCssInline(html: string, bundle: Assets): string {
  let inlined = 0
  const out = html.replace(STYLESHEET_LINK, (link, file: string) => {
    const asset = bundle[file]
    if (asset?.type !== 'asset') return link
    if (!ENTRY_CSS.test(file)) throw new Error(`inline-entry-css: index.html links ${file}, not the entry's stylesheet`)
    inlined++
    // `</` cannot occur in our CSS, but a stylesheet must never end the style element early. The disabled link
    // is never fetched; it tells Vite's preload helper that the stylesheet is on the page already.
    return `<style>${String(asset.source).replaceAll('</', '<\\/')}</style><link rel="stylesheet" href="/${file}" disabled>`
  })
  if (inlined !== 1) throw new Error(`inline-entry-css: index.html links ${inlined} stylesheets of the bundle the way it expects (${STYLESHEET_LINK}), not one`)
  return out
}

/**
 * The entry's stylesheet (the kit's, src/ui/kit.css: Panda's reset, tokens and the used styles) goes into index.html
 * instead of a `<link>`: a render-blocking request costs a phone a round trip before its first paint (issue 12, FCP).
 * The stylesheets of lazy chunks stay files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'nutrition-console:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return
        return withEntryCssInline(html, bundle)
      },
    },
  }
}
