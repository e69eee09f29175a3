import { i18n } from '@/i18n/i18n'

/** Ctrl+K, or ⌘K on a Mac, opens the palette from anywhere. */
export function isPaletteShortcut(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
  return e.key.toLowerCase() === 'k' && (mac ? e.metaKey : e.ctrlKey) && !e.altKey && !e.shiftKey
}

/** The shortcut as the hint beside the toolbar's box writes it, as the keyboard prints it (Strg+K in German). */
export function paletteShortcutLabel(): string {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
  return mac ? '⌘K' : i18n._('Ctrl+K')
}
