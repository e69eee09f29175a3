/**
 * The interface's languages. Free of imports: the build's first-paint script (build/firstPaintShell.ts) runs
 * `detectLocale` in index.html before any JavaScript file has come, so <html lang> is right on the first paint.
 */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
/** The catalog whose text is the message id: a message missing in another catalog shows in it. */
export const SOURCE_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'de'
}

/**
 * The browser's choice: German when a German language comes before any English one in `navigator.languages`,
 * else English. Self-contained (no outside names), since index.html runs its source text as it is.
 */
export function detectLocale(languages: readonly string[]): 'en' | 'de' {
  for (const tag of languages) {
    const primary = String(tag).toLowerCase().split('-')[0]
    if (primary === 'de') return 'de'
    if (primary === 'en') return 'en'
  }
  return 'en'
}

/** A stored choice wins when it is a language of the console; anything else (`'fr'`, garbage) is ignored. */
export function resolveLocale(stored: unknown, languages: readonly string[]): Locale {
  return isLocale(stored) ? stored : detectLocale(languages)
}
