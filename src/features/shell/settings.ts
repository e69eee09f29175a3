import { useSyncExternalStore } from 'react'
import { DEFAULT_SIDEBAR_COLOR, STORAGE_KEYS } from '@/config'

/** Sidebar colours of the settings panel, named as the spec names them, mapped to Chakra palettes. */
export const SIDEBAR_COLORS = {
  success: { label: 'Success (green)', palette: 'green' },
  info: { label: 'Info (cyan)', palette: 'cyan' },
  warning: { label: 'Warning (orange)', palette: 'orange' },
  danger: { label: 'Danger (red)', palette: 'red' },
  primary: { label: 'Primary (purple)', palette: 'purple' },
} as const
export type SidebarColor = keyof typeof SIDEBAR_COLORS

/**
 * Sidebar background patterns: inline SVG (no downloads). White strokes at low opacity over the dark palette
 * colour keep the menu text's contrast above WCAG AA.
 */
const svg = (body: string) => `url("data:image/svg+xml,${encodeURIComponent(body)}")`
export const SIDEBAR_IMAGES = {
  none: { label: 'None', css: 'none' },
  dots: {
    label: 'Dots',
    css: svg('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="2" fill="#fff" fill-opacity=".12"/></svg>'),
  },
  waves: {
    label: 'Waves',
    css: svg('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><path d="M0 20q20-16 40 0t40 0" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/></svg>'),
  },
  leaves: {
    label: 'Leaves',
    css: svg('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><path d="M12 52C12 28 28 12 52 12 52 36 36 52 12 52zM12 52 40 24" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/></svg>'),
  },
} as const
export type SidebarImage = keyof typeof SIDEBAR_IMAGES

export interface ShellSettings {
  color: SidebarColor
  image: SidebarImage
}

const DEFAULTS: ShellSettings = { color: DEFAULT_SIDEBAR_COLOR, image: 'none' }

export function isSidebarColor(v: unknown): v is SidebarColor {
  return typeof v === 'string' && Object.hasOwn(SIDEBAR_COLORS, v)
}
export function isSidebarImage(v: unknown): v is SidebarImage {
  return typeof v === 'string' && Object.hasOwn(SIDEBAR_IMAGES, v)
}

/** Anything unreadable in storage falls back to the defaults, field by field. */
export function parseSettings(raw: string | null): ShellSettings {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {}
    const obj = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
    return {
      color: isSidebarColor(obj.color) ? obj.color : DEFAULTS.color,
      image: isSidebarImage(obj.image) ? obj.image : DEFAULTS.image,
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
