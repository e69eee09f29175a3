import { describe, expect, test } from 'vitest'
import { STORAGE_KEYS } from '@/config'
import { parseSettings, settingsStore } from './settings'

describe('shell settings', () => {
  test('default: success colour, no image, the system’s colour scheme', () => {
    expect(parseSettings(null)).toEqual({ color: 'success', image: 'none', scheme: 'system' })
  })

  test('unreadable or unknown values fall back field by field', () => {
    expect(parseSettings('{not json')).toEqual({ color: 'success', image: 'none', scheme: 'system' })
    expect(parseSettings('{"color":"hotpink","image":"dots","scheme":"dark"}')).toEqual({
      color: 'success',
      image: 'dots',
      scheme: 'dark',
    })
    expect(parseSettings('{"scheme":"sepia"}')).toEqual({ color: 'success', image: 'none', scheme: 'system' })
    expect(parseSettings('["danger"]')).toEqual({ color: 'success', image: 'none', scheme: 'system' })
  })

  test('a change is stored under the settings key and read back', () => {
    settingsStore.update({ color: 'danger', scheme: 'light' })
    expect(parseSettings(localStorage.getItem(STORAGE_KEYS.settings))).toEqual({
      color: 'danger',
      image: settingsStore.get().image,
      scheme: 'light',
    })
    settingsStore.update({ color: 'success', image: 'none', scheme: 'system' })
  })
})
