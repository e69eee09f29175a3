import type { Plugin } from 'vite'

/**
 * The entry's stylesheet (plain.css and the root screens', about 1.5 KB gzip) goes into index.html instead of a
 * `<link>`: a render-blocking request costs a phone a round trip before its first paint (issue 12, FCP). The
 * stylesheets of lazy chunks stay files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'nutrition-console:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return
        return html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return link
          // `</` cannot occur in our CSS, but a stylesheet must never end the style element early.
          return `<style>${String(asset.source).replaceAll('</', '<\\/')}</style>`
        })
      },
    },
  }
}
