import { describe, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activateLocale } from '@/i18n/i18n'
import { itemsWithChildCounts, itemsWithChildren } from '@/test/support/childCounts'
import { serveItems } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { renderList } from '@/test/support/renderList'
import { listTestServer } from '@/test/support/listTestServer'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

/** The words of a language the test reads: the page check, the bar, its Delete and the dialog's title. */
const words = {
  en: {
    page: 'Select all on this page',
    bar: 'Selection',
    delete: 'Delete',
    title: (n: number) => `Delete ${n} records`,
  },
  de: {
    page: 'Alle auf dieser Seite auswählen',
    bar: 'Auswahl',
    delete: 'Löschen',
    title: (n: number) => `${n} Einträge löschen`,
  },
}

/** Chooses the page's rows, presses the bar's Delete and answers the paragraphs of the confirmation. */
async function confirmationText(language: 'en' | 'de', count: number): Promise<string[]> {
  const w = words[language]
  await userEvent.click(await screen.findByRole('checkbox', { name: w.page }))
  await userEvent.click(within(screen.getByRole('region', { name: w.bar })).getByRole('button', { name: w.delete }))
  const confirm = await screen.findByRole('alertdialog', { name: w.title(count) })
  return [...confirm.querySelectorAll('p')].map((p) => p.textContent ?? '')
}

async function inLanguage<T>(language: 'en' | 'de', run: () => Promise<T>): Promise<T> {
  await activateLocale(language)
  try {
    return await run()
  } finally {
    await activateLocale('en')
  }
}

describe('the bulk delete confirmation’s words', () => {
  test('English: a question of its own with the count, and which rows are skipped', async () => {
    serveItems(server, 5)
    renderList(itemsResource())
    expect(await confirmationText('en', 5)).toEqual([
      'Do you really want to delete the 5 selected records?',
      'Records someone else is editing, or that cannot be deleted, will be skipped.',
    ])
  })

  test('German: the same, in German, with no word said twice', async () => {
    serveItems(server, 5)
    const text = await inLanguage('de', async () => {
      renderList(itemsResource())
      return confirmationText('de', 5)
    })
    expect(text).toEqual([
      'Möchten Sie die 5 ausgewählten Einträge wirklich löschen?',
      'Einträge, die gerade jemand anderes bearbeitet oder die nicht gelöscht werden können, werden übersprungen.',
    ])
  })

  test('German with child lists: the child records that go, each case as German wants it', async () => {
    server.use(...itemsWithChildCounts([]))
    const text = await inLanguage('de', async () => {
      renderList(itemsWithChildren())
      await confirmationText('de', 3)
      // The child counts come after the dialog opens.
      await screen.findByText('Löscht auch 3 Kapitel einschließlich der Unterkapitel darin.')
      return [...screen.getByRole('alertdialog').querySelectorAll('p')].map((p) => p.textContent)
    })
    expect(text).toEqual([
      'Möchten Sie die 3 ausgewählten Einträge wirklich löschen?',
      'Löscht auch 12 Lexikoneinträge.',
      'Löscht auch 3 Kapitel einschließlich der Unterkapitel darin.',
      'Einträge, die gerade jemand anderes bearbeitet oder die nicht gelöscht werden können, werden übersprungen.',
    ])
  })
})
