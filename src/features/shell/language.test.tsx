import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { STORAGE_KEYS } from '@/config'
import { activateLocale, i18n } from '@/i18n/i18n'
import { currentLocale, followLanguage } from './language'
import { parseSettings, settingsStore, type ShellSettings } from './settings'
import { SettingsPanel } from './SettingsPanel'

function source(initial: Partial<ShellSettings>) {
  let value: ShellSettings = { color: 'success', image: 'none', scheme: 'system', ...initial }
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    subscribe(l: () => void) {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    set(patch: Partial<ShellSettings>) {
      value = { ...value, ...patch }
      for (const l of listeners) l()
    },
  }
}

afterEach(async () => {
  settingsStore.update({ language: undefined })
  await activateLocale('en')
})

describe('the language of the interface', () => {
  test('the stored choice wins over the browser; an unknown stored language follows the browser', () => {
    expect(currentLocale(parseSettings('{"language":"de"}'), ['en-US'])).toBe('de')
    expect(currentLocale(parseSettings('{"language":"fr"}'), ['de-DE', 'en'])).toBe('de')
    expect(currentLocale(parseSettings('{"language":{"x":1}}'), ['en-GB'])).toBe('en')
    expect(parseSettings('{"language":"fr"}')).not.toHaveProperty('language')
  })

  test('German loads its catalog before the first render and sets <html lang>; a later choice applies at once', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en'])
    const settings = source({})
    await followLanguage(settings)
    expect(i18n.locale).toBe('de')
    expect(document.documentElement.lang).toBe('de')
    expect(i18n._('Settings')).toBe('Einstellungen')
    settings.set({ language: 'en' })
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'))
    expect(i18n._('Settings')).toBe('Settings')
    vi.restoreAllMocks()
  })

  test('the settings panel switches the language at once, without a reload, and remembers it', async () => {
    const stop = followLanguage(settingsStore)
    await stop
    render(
      <I18nProvider i18n={i18n}>
        <SettingsPanel />
      </I18nProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Deutsch' }))
    expect(await screen.findByRole('group', { name: 'Farbschema' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toHaveProperty('checked', true)
    expect(document.documentElement.lang).toBe('de')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.settings) ?? '{}')).toMatchObject({ language: 'de' })
    await act(async () => settingsStore.update({ language: 'en' }))
    expect(await screen.findByRole('group', { name: 'Colour scheme' })).toBeTruthy()
  })
})
