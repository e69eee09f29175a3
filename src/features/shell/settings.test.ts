import { describe, expect, test } from 'vitest'
import { STORAGE_KEYS } from '@/config'
import { parseSettings, settingsStore } from './settings'

describe('shell settings', () => {
  test('default: success colour, no image', () => {
    expect(parseSettings(null)).toEqual({ color: 'success', image: 'none' })
  })

  test('unreadable or unknown values fall back field by field', () => {
    expect(parseSettings('{not json')).toEqual({ color: 'success', image: 'none' })
    expect(parseSettings('{"color":"hotpink","image":"dots"}')).toEqual({ color: 'success', image: 'dots' })
    expect(parseSettings('["danger"]')).toEqual({ color: 'success', image: 'none' })
  })

  test('a change is stored under the settings key and read back', () => {
    settingsStore.update({ color: 'danger' })
    expect(parseSettings(localStorage.getItem(STORAGE_KEYS.settings))).toEqual({ color: 'danger', image: settingsStore.get().image })
    settingsStore.update({ color: 'success', image: 'none' })
  })
})
