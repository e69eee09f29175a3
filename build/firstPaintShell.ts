import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { PRODUCT_NAME, STORAGE_KEYS } from '../src/config.ts'
import { DARK_CLASS, PREFERS_DARK } from '../src/features/shell/colorScheme.ts'
import { detectLocale } from '../src/i18n/locale.ts'
import { entryCssOf, type Assets } from './deferEntryCss.ts'
import { firstPaintCss } from './firstPaintCss.ts'
import { routeViewFiles, shellFiles } from './shellChunks.ts'
import { evaluateStyles } from './staticStyles.ts'

/** The login screen's class names: the card drawn before JS wears them (their CSS is the kit's, inlined in the page). */
const LOGIN_STYLES = fileURLToPath(new URL('../src/features/auth/LoginScreen.styles.ts', import.meta.url))

type LoginClasses = Record<'page' | 'card' | 'title' | 'mark', string>

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Each language's catalog chunk, by language (src/i18n/i18n.ts imports them on demand). */
function catalogFiles(bundle: object): Record<string, string> {
  const files: Record<string, string> = {}
  type Chunk = { type: string; facadeModuleId?: string | null; fileName: string }
  for (const c of Object.values(bundle as Record<string, Chunk>)) {
    const locale = /[/\\]src[/\\]i18n[/\\]catalog[/\\](\w+)\.ts$/.exec(c.facadeModuleId ?? '')?.[1]
    if (c.type === 'chunk' && locale) files[locale] = `/${c.fileName}`
  }
  return files
}

/**
 * What a phone shows before the app's JavaScript has come (the first contentful paint on a phone): index.html draws the login card's title, or
 * for a signed-in visit the toolbar's bar with the product name, with CSS already in the page. A tiny inline script
 * picks one from the stored session. React replaces it (it lives inside #root) with the real screen, which draws the
 * same title in the same place. Decorative only: hidden from assistive tech, nothing to click or type into.
 */
export function firstPaintShell(): Plugin {
  let login: LoginClasses | undefined
  return {
    name: 'nutrition-console:first-paint-shell',
    apply: 'build',
    async buildStart() {
      const { loginStyles } = (await evaluateStyles(LOGIN_STYLES)) as { loginStyles: LoginClasses }
      login = loginStyles
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle || !login) return
        const name = escapeHtml(PRODUCT_NAME)
        const markup =
          `<div class="nc-first-paint" aria-hidden="true">` +
          `<div class="login nc-first-paint__login ${login.page}"><div class="login__card ${login.card}"><p class="${login.title}"><span class="${login.mark}"></span>${name}</p></div></div>` +
          `<div class="nc-first-paint__bar">${name}</div>` +
          `</div>`
        const pick = `try{document.documentElement.dataset.firstPaint=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})&&!location.pathname.startsWith("/login")?"app":"login"}catch(e){}`
        // The colour scheme before the first paint (no flash of light on a dark device): the settings panel's
        // choice, System (the device's setting) when there is none or it is unreadable, as colorScheme.ts resolves it.
        const scheme = `try{var c;try{c=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.settings)})).scheme}catch(e){}var d=c==="dark"||c!=="light"&&matchMedia(${JSON.stringify(PREFERS_DARK)}).matches,r=document.documentElement;if(d)r.classList.add(${JSON.stringify(DARK_CLASS)});r.style.colorScheme=d?"dark":"light"}catch(e){}`
        // The language before the first paint, as features/shell/language.ts resolves it: the settings panel's choice,
        // else the browser's languages (detectLocale's own source). The visit asks for its language's catalog at once.
        const language =
          `try{var g;try{g=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.settings)})).language}catch(e){}` +
          `if(g!=="en"&&g!=="de")g=(${detectLocale.toString()})(navigator.languages||[navigator.language]);document.documentElement.lang=g;` +
          `var f=${JSON.stringify(catalogFiles(bundle))}[g];if(f){var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=f;document.head.append(k)}` +
          `}catch(e){}`
        const ownStyle =
          ':root:not([data-first-paint=login]) .nc-first-paint__login,:root:not([data-first-paint=app]) .nc-first-paint__bar{display:none}' +
          'body:has(.nc-first-paint__bar){margin:0}' +
          '.nc-first-paint__bar{box-sizing:border-box;display:flex;align-items:center;min-height:57px;padding:0 1rem 0 3.25rem;background:var(--chakra-colors-bg-panel);border-bottom:1px solid var(--chakra-colors-border);color:var(--chakra-colors-fg);font:700 .75rem/1.375 var(--chakra-fonts-body)}'
        // With the rules and theme variables it needs: the whole stylesheet is not in the page (deferEntryCss.ts).
        const classes = Object.values(login).flatMap((names) => names.split(/\s+/))
        const style = firstPaintCss(entryCssOf(bundle as Assets), { classes, ownCss: ownStyle }) + ownStyle
        // A signed-in visit asks for the shell's chunks at once, beside the entry, instead of after it has run
        // (no waterfall to the list's GET and rows); /login only prefetches them when idle (prefetchShell.ts).
        // Few files, since the first loads come grouped (firstLoadChunks.ts); the links are added before the first paint.
        // The same for the files of the list at this address (its view half), which the shell does not hold.
        const early = shellFiles(bundle).map((f) => `/${f}`)
        const routes = routeViewFiles(bundle).map(([pattern, files]) => [pattern, files.map((f) => `/${f}`)])
        const preload =
          `if(document.documentElement.dataset.firstPaint==="app"){const e=${JSON.stringify(early)};` +
          `for(const[p,f]of ${JSON.stringify(routes)})if(new RegExp(p).test(location.pathname))e.push(...f);` +
          `for(const f of e){const l=document.createElement("link");l.rel=f.endsWith(".css")?"preload":"modulepreload";if(f.endsWith(".css"))l.as="style";l.crossOrigin="";l.href=f;document.head.append(l)}}`
        // Inside #root: React's first commit replaces it.
        const withShell = html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
        if (withShell === html) throw new Error('first-paint shell: index.html has no empty <div id="root"></div>')
        return {
          html: withShell,
          tags: [
            { tag: 'script', children: pick + scheme + language, injectTo: 'head' },
            { tag: 'style', children: style, injectTo: 'head' },
            { tag: 'script', children: preload, injectTo: 'head' },
          ],
        }
      },
    },
  }
}
