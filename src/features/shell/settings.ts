import { useSyncExternalStore } from 'react'
import { DEFAULT_SIDEBAR_COLOR, STORAGE_KEYS } from '@/config'
import { isLocale, type Locale } from '@/i18n/locale'
import { SIDEBAR_COLORS } from '@/theme/sidebarColors.styles'
import { SIDEBAR_IMAGES } from '@/theme/sidebarImages'

export { SIDEBAR_COLORS }
export type SidebarColor = keyof typeof SIDEBAR_COLORS

export { SIDEBAR_IMAGES }
export type SidebarImage = keyof typeof SIDEBAR_IMAGES

/** The colour schemes of the settings panel: System follows the device's setting (`prefers-color-scheme`). */
export const COLOR_SCHEMES = {
  light: { label: 'Light' },
  dark: { label: 'Dark' },
  system: { label: 'System' },
} as const
export type ColorScheme = keyof typeof COLOR_SCHEMES

export interface ShellSettings {
  color: SidebarColor
  image: SidebarImage
  scheme: ColorScheme
  /** The settings panel's language; none (or one the console does not speak) follows the browser's languages. */
  language?: Locale
}

const DEFAULTS: ShellSettings = { color: DEFAULT_SIDEBAR_COLOR, image: 'none', scheme: 'system' }

export function isSidebarColor(v: unknown): v is SidebarColor {
  return typeof v === 'string' && Object.hasOwn(SIDEBAR_COLORS, v)
}
export function isSidebarImage(v: unknown): v is SidebarImage {
  return typeof v === 'string' && Object.hasOwn(SIDEBAR_IMAGES, v)
}
export function isColorScheme(v: unknown): v is ColorScheme {
  return typeof v === 'string' && Object.hasOwn(COLOR_SCHEMES, v)
}

/** Anything unreadable in storage falls back to the defaults, field by field. */
export function parseSettings(raw: string | null): ShellSettings {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {}
    const obj = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
    return {
      color: isSidebarColor(obj.color) ? obj.color : DEFAULTS.color,
      image: isSidebarImage(obj.image) ? obj.image : DEFAULTS.image,
      scheme: isColorScheme(obj.scheme) ? obj.scheme : DEFAULTS.scheme,
      ...(isLocale(obj.language) && { language: obj.language }),
    }
  } catch {
    return DEFAULTS
  }
}

function read(): ShellSettings {
  try {
    return parseSettings(localStorage.getItem(STORAGE_KEYS.settings))
  } catch {
    return DEFAULTS
  }
}

let current = read()
const listeners = new Set<() => void>()

// A choice made in another tab of the console applies here too, at once: a dialog open in this tab keeps its
// values while its words change language.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.settings) return
    current = parseSettings(e.newValue)
    for (const l of listeners) l()
  })
}

export const settingsStore = {
  get: (): ShellSettings => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  update(patch: Partial<ShellSettings>) {
    current = { ...current, ...patch }
    try {
      localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify(current))
    } catch {
      // Storage full or blocked: the choice still applies for this visit.
    }
    for (const l of listeners) l()
  },
}

export function useShellSettings(): ShellSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get)
}
