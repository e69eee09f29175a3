import type { ColorScheme, ShellSettings } from './settings'

/** The device's dark setting, which the System choice follows. */
export const PREFERS_DARK = '(prefers-color-scheme: dark)'
/** The class the theme's dark condition reads on <html> (panda.config.ts `conditions.dark`). */
export const DARK_CLASS = 'dark'

export type ResolvedScheme = 'light' | 'dark'

export function resolveScheme(choice: ColorScheme, systemDark: boolean): ResolvedScheme {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice
}

/** Sets the scheme on <html>: the theme's tokens by class, the browser's own parts (scrollbars, pickers) by `color-scheme`. */
export function applyScheme(root: HTMLElement, scheme: ResolvedScheme) {
  root.classList.toggle(DARK_CLASS, scheme === 'dark')
  root.style.colorScheme = scheme
}

interface SettingsSource {
  get(): ShellSettings
  subscribe(listener: () => void): () => void
}

/**
 * Keeps <html> on the chosen scheme: now, on each choice in the settings panel and, for System, on each change of the
 * device's setting. No reload: the tokens are CSS variables under the class. index.html's first-paint script
 * (build/firstPaintShell.ts) sets the same before the first paint; this takes over once the app runs.
 */
export function followColorScheme(settings: SettingsSource, root: HTMLElement = document.documentElement): () => void {
  const system = window.matchMedia(PREFERS_DARK)
  let applied: ResolvedScheme | undefined
  const update = () => {
    const next = resolveScheme(settings.get().scheme, system.matches)
    if (next === applied) return
    applied = next
    applyScheme(root, next)
  }
  update()
  const unsubscribe = settings.subscribe(update)
  system.addEventListener('change', update)
  return () => {
    unsubscribe()
    system.removeEventListener('change', update)
  }
}
