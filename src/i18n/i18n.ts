import { i18n, type Messages } from '@lingui/core'
import { SOURCE_LOCALE, type Locale } from './locale'

// Until a catalog is in, a message is its id (the English text): nothing renders before main.tsx has loaded one.
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} })

/** Each catalog is a chunk of its own: a person downloads only their language's (index.html preloads it). */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalog/en'),
  de: () => import('./catalog/de'),
}

let latest = 0
/**
 * Switches the interface to `locale` once its catalog is in: every component reading messages through
 * `useLingui` re-renders in place (no remount, so open dialogs keep their typed values), and <html lang> follows.
 */
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement): Promise<void> {
  const request = ++latest
  const { messages } = await catalogs[locale]()
  // A quicker later choice wins over a catalog that came late.
  if (request !== latest) return
  i18n.loadAndActivate({ locale, messages })
  root.lang = locale
}

export { i18n }
