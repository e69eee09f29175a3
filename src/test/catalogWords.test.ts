// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { DECLARATIONS } from '@/features/resources/registry'
import { loadResource } from '@/features/resources/loadResource'
import { COLOR_SCHEMES, SIDEBAR_COLORS, SIDEBAR_IMAGES } from '@/features/shell/settings'
import { HOME_TITLE, SCREENS } from '@/features/shell/screens'
import { SAMPLE_NOTIFICATIONS } from '@/features/shell/notifications'
import english from '@/i18n/catalog/en.json'

/**
 * The declarations keep their words in English, the message ids; the screens translate them where they show them.
 * A word missing from the catalog would show in English in German.
 */
describe('every word of the declarations, views and shell is in the catalog', () => {
  test('titles, suffixes, filters, child links, field labels and help, column headers', async () => {
    const words = new Set<string>([
      HOME_TITLE,
      ...Object.values(SCREENS).map((s) => s.title),
      ...Object.values(COLOR_SCHEMES).map((s) => s.label),
      ...Object.values(SIDEBAR_COLORS).map((s) => s.label),
      ...Object.values(SIDEBAR_IMAGES).map((s) => s.label),
      ...SAMPLE_NOTIFICATIONS.map((n) => n.text),
    ])
    for (const d of DECLARATIONS) {
      const view = await loadResource(d.name)
      words.add(view.title).add(view.suffix).add(view.screen.title)
      for (const f of view.filters ?? []) {
        words.add(f.label)
        if (f.allLabel !== undefined) words.add(f.allLabel)
        if (f.options.kind === 'static') for (const o of f.options.options) words.add(o.label)
      }
      for (const c of view.children ?? []) words.add(c.label)
      for (const f of view.fields) {
        words.add(f.label)
        if (f.help) words.add(f.help)
        if (f.options?.kind === 'static') for (const o of f.options.options) words.add(o.label)
      }
      for (const c of view.columns) words.add(c.header)
    }
    expect([...words].filter((w) => !Object.hasOwn(english, w)).sort()).toEqual([])
  })
})
