import type { Locator, Page } from 'playwright-core'
import { buildSeed } from '../../mocks/seed'
import type { ResourceName } from '@/features/resources/declaration'
import { plainName } from '@/features/resources/recordName'
import { declarationOf } from '@/features/resources/registry'

let seed: ReturnType<typeof buildSeed> | undefined

/**
 * How the console names a seed record in its controls and messages: its title as plain text (docs/decisions.md,
 * "Records by their names"), else "<suffix> <id>". Records a test renamed are named by the test.
 */
export function seedName(resource: ResourceName, id: number): string {
  seed ??= buildSeed()
  const declaration = declarationOf(resource)
  const record = (seed.collections[resource] as readonly { id: number; [key: string]: unknown }[]).find(
    (r) => r.id === id,
  )
  if (!record) throw new Error(`no ${resource} ${String(id)} in the seed`)
  const title = record[declaration.titleProperty]
  const name = typeof title === 'string' ? plainName(title) : ''
  return name || `${declaration.suffix} ${String(id)}`
}

/** The words of a row control's name, around the record's name, as the English catalog has them. */
export type RowVerb = 'Edit' | 'Delete' | 'View' | 'Select' | 'Show details of' | 'Hide details of'

/** A row's control by its exact name: "Edit Macronutrients", "Select Macronutrients". */
export function rowControl(page: Page | Locator, verb: RowVerb, name: string): Locator {
  const role = verb === 'Select' ? 'checkbox' : 'button'
  return page.getByRole(role, { name: `${verb} ${name}`, exact: true })
}

/** Every row control of one kind, whatever record it names ("Edit …" on each row). */
export function rowControls(page: Page | Locator, verb: RowVerb, options: { includeHidden?: boolean } = {}): Locator {
  const role = verb === 'Select' ? 'checkbox' : 'button'
  return page.getByRole(role, { name: new RegExp(`^${verb} `), ...options })
}

/** The ids of the rows on screen, in order, read from their Id cells. */
export async function idsOnPage(page: Page, idLabel = 'Id'): Promise<number[]> {
  const cells = await page.locator(`td[data-label="${idLabel}"]`).allInnerTexts()
  return cells.map((text) => Number(text.trim()))
}

/**
 * A list row by its record's id, read from its Id cell (every list shows one; `data-label` is the column's header in
 * the interface's language, so `idLabel` is 'ID' in German). For rows a test renames, adds or walks by id.
 */
export function rowWithId(page: Page, id: number, idLabel = 'Id'): Locator {
  return page
    .locator('tr, [role="row"]')
    .filter({ has: page.locator(`td[data-label="${idLabel}"]`).getByText(String(id), { exact: true }) })
}

/** A control of the row with this id, by the words of its name ("Edit …"), whatever the record's name. */
export function idRowControl(page: Page, verb: RowVerb, id: number, options: { includeHidden?: boolean } = {}) {
  return rowControls(rowWithId(page, id), verb, options)
}

/** The seed's newest record of a list (the first row of a list ordered newest first), with its name. */
export function seedNewest(resource: ResourceName): { id: number; name: string } {
  seed ??= buildSeed()
  const ids = (seed.collections[resource] as readonly { id: number }[]).map((r) => r.id)
  const id = Math.max(...ids)
  return { id, name: seedName(resource, id) }
}
