import { activateLocale } from '@/i18n/i18n'
import { resolveLocale, type Locale } from '@/i18n/locale'
import type { ShellSettings } from './settings'

interface SettingsSource {
  get(): ShellSettings
  subscribe(listener: () => void): () => void
}

/** The language the console shows: the settings panel's choice, else the browser's (docs/decisions.md, "Language: German and English with Lingui"). */
export function currentLocale(settings: ShellSettings, languages: readonly string[] = navigator.languages): Locale {
  return resolveLocale(settings.language, languages)
}

/**
 * Keeps the interface in the chosen language: now (the promise resolves once its catalog is in, before the first
 * render) and on each choice in the settings panel, without a reload. index.html's first-paint script
 * (build/firstPaintShell.ts) sets <html lang> the same way before the first paint.
 */
export function followLanguage(settings: SettingsSource): Promise<void> {
  let wanted = currentLocale(settings.get())
  settings.subscribe(() => {
    const next = currentLocale(settings.get())
    if (next === wanted) return
    wanted = next
    activateLocale(next).catch((error: unknown) => console.error('The language could not be loaded', error))
  })
  return activateLocale(wanted)
}
