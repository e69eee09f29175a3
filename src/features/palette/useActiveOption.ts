import { useState, type KeyboardEvent } from 'react'
import type { PaletteOption } from './paletteOptions'

/**
 * Which option is active (aria-activedescendant): the first until the user moves, and the same option while hits
 * stream in around it. Arrows move by one, Home and End to the ends, as the listbox pattern has it.
 */
export function useActiveOption(options: readonly PaletteOption[]) {
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined)
  const found = options.findIndex((o) => o.key === activeKey)
  const index = options.length === 0 ? -1 : Math.max(0, found)
  const moveTo = (to: number) => {
    const option = options[Math.min(Math.max(to, 0), options.length - 1)]
    if (option) setActiveKey(option.key)
  }
  /** Handles a key of the combobox; true when it was one of the list's keys. */
  const onKey = (e: KeyboardEvent): boolean => {
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: options.length - 1 }[e.key]
    if (target === undefined || options.length === 0 || e.altKey) return false
    e.preventDefault()
    moveTo(target)
    return true
  }
  return { index, active: index >= 0 ? options[index] : undefined, onKey, setActiveKey }
}
