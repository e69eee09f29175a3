import { afterEach, describe, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { activateLocale } from '@/i18n/i18n'
import { fakeBackend } from '@/test/support/fakeBackend'
import { itemsResource } from '@/test/support/itemsResource'
import { liveState, resetLive } from '@/test/support/liveStub'
import { listTestServer } from '@/test/support/listTestServer'
import { renderList } from '@/test/support/renderList'
import { RECORD_NAME_MAX } from '../recordName'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const server = listTestServer()

afterEach(async () => {
  resetLive()
  await activateLocale('en')
})

const LONG = `Sugar traps ${'in breakfast cereals '.repeat(20)}`
/** The rows and the name each must carry: titles as plain text (one line, trimmed, cut), the id where none. */
const ROWS = [
  { id: 48, name: 'Zucker', named: 'Zucker' },
  { id: 47, name: '  Hafer\n\t<b>flocken</b>  ', named: 'Hafer <b>flocken</b>' },
  { id: 36, name: LONG, named: `${LONG.slice(0, RECORD_NAME_MAX - 1)}…` },
  { id: 7, name: '   ', named: 'Item 7' },
  { id: 6, name: null, named: 'Item 6' },
]

/** A control's name: its label, else its label element's text (the row check's hidden words). */
const nameOf = (control: HTMLElement) =>
  control.getAttribute('aria-label') ?? (control as HTMLInputElement).labels?.[0]?.textContent ?? ''

/** Every control of each data row, with its accessible name, by the row's id. */
async function rowControls(): Promise<Map<number, string[]>> {
  await screen.findByText('Zucker')
  const rows = screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0)
  expect(rows).toHaveLength(ROWS.length)
  return new Map(
    rows.map((row, i) => [
      ROWS[i]!.id,
      [...within(row).queryAllByRole('button'), ...within(row).queryAllByRole('checkbox')].map((c) => nameOf(c)),
    ]),
  )
}

function serve() {
  server.use(
    ...fakeBackend(
      '/items',
      ROWS.map(({ id, name }) => ({ id, name })),
    ).handlers,
  )
  // Someone holds the second row: its badge and eye name it too.
  liveState.rowLocks.set('47', { id: 47, editor: 'emil', lockDate: new Date().toISOString() })
}

const titled = itemsResource({ renderExpanded: () => null })

describe('row controls name the record by its title (docs/decisions.md, "Records by their names")', () => {
  test('English: every control of a titled row holds its title and not its id; a row without one, its id', async () => {
    serve()
    renderList(titled)
    const controls = await rowControls()
    for (const { id, named } of ROWS) {
      const names = controls.get(id) ?? []
      // Select, details, and edit + delete (or the lock badge + view).
      expect(names).toHaveLength(4)
      for (const name of names) expect(name).toContain(named)
      if (!named.startsWith('Item ')) for (const name of names) expect(name).not.toContain(`Item ${id}`)
    }
    expect(controls.get(48)).toEqual(['Show details of Zucker', 'Edit Zucker', 'Delete Zucker', 'Select Zucker'])
    expect(controls.get(47)).toEqual([
      'Show details of Hafer <b>flocken</b>',
      expect.stringMatching(/^Hafer <b>flocken<\/b>: locked by emil, \d min left$/),
      'View Hafer <b>flocken</b>',
      'Select Hafer <b>flocken</b>',
    ])
    expect(controls.get(7)).toEqual(['Show details of Item 7', 'Edit Item 7', 'Delete Item 7', 'Select Item 7'])
    // As assistive tech computes them.
    screen.getByRole('checkbox', { name: 'Select Zucker' })
    screen.getByRole('button', { name: 'View Hafer <b>flocken</b>' })
  })

  test('German: the catalog’s phrasing around the title', async () => {
    await activateLocale('de')
    serve()
    renderList(titled)
    const controls = await rowControls()
    expect(controls.get(48)).toEqual([
      'Details von Zucker anzeigen',
      'Zucker bearbeiten',
      'Zucker löschen',
      'Zucker auswählen',
    ])
    screen.getByRole('checkbox', { name: 'Zucker auswählen' })
    expect(controls.get(47)).toEqual([
      'Details von Hafer <b>flocken</b> anzeigen',
      expect.stringMatching(/^Hafer <b>flocken<\/b>: gesperrt von emil, \d Min\. übrig$/),
      'Hafer <b>flocken</b> ansehen',
      'Hafer <b>flocken</b> auswählen',
    ])
    // The suffix (a test resource's, in no catalog) and the id where there is no title.
    expect(controls.get(6)).toEqual([
      'Details von Item 6 anzeigen',
      'Item 6 bearbeiten',
      'Item 6 löschen',
      'Item 6 auswählen',
    ])
  })

  test('a declaration whose title property the records lack names every row by its id', async () => {
    serve()
    renderList(itemsResource({ titleProperty: 'headline' }))
    const controls = await rowControls()
    expect(controls.get(48)).toEqual(['Edit Item 48', 'Delete Item 48', 'Select Item 48'])
  })
})
