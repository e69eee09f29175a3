import { i18n } from '@lingui/core'
import { messages as english } from './catalog/en'
import { SOURCE_LOCALE, type Locale } from './locale'

// English is in every first load (its text is the ids'); German is a chunk of its own, loaded only when chosen.
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: english })

const catalogs: Record<Locale, () => Promise<{ messages: typeof english }>> = {
  en: () => Promise.resolve({ messages: english }),
  de: () => import('./catalog/de'),
}

/**
 * Switches the interface to `locale` once its catalog is in: every component reading messages through
 * `useLingui` re-renders in place (no remount, so open dialogs keep their typed values), and <html lang> follows.
 */
let latest = 0
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement): Promise<void> {
  const request = ++latest
  const { messages } = await catalogs[locale]()
  // A quicker later choice wins over a catalog that came late.
  if (request !== latest) return
  if (i18n.locale !== locale) i18n.loadAndActivate({ locale, messages })
  root.lang = locale
}

export { i18n }
