import type { Id } from '@/api/queryKeys'
import type { DeclaredResource } from './types'

/** How a row's buttons name it: "Edit Portion 12", "Delete Portion 12". */
export const rowName = (resource: Pick<DeclaredResource, 'suffix'>, id: Id) => `${resource.suffix} ${String(id)}`

/** The delete cross of a row on screen, by the name it carries. */
export function deleteButtonOf(resource: Pick<DeclaredResource, 'suffix'>, id: Id): HTMLElement | null {
  const label = `Delete ${rowName(resource, id)}`
  return [...document.querySelectorAll<HTMLElement>('button[aria-label]')].find((b) => b.ariaLabel === label) ?? null
}

/** A row of the list, whatever element a layout draws it with. */
const ROW = 'tr, [role="row"]'

function controlIn(row: Element, label: string): HTMLElement | null {
  // Rows fading out after a live delete, and detail rows, have no actions.
  if (row.hasAttribute('data-removed')) return null
  const buttons = [...row.querySelectorAll<HTMLElement>('button')]
  return buttons.find((b) => b.getAttribute('aria-label')?.startsWith(label)) ?? buttons[0] ?? null
}

/**
 * Where the focus goes once the row of `from` (its delete cross) is gone: the same control in the next row, else in
 * the previous one, else the list's Add button, else the main content.
 */
export function focusAfterRowGone(from: HTMLElement | null): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main')
  const row = from?.closest(ROW)
  const label = from?.getAttribute('aria-label')?.split(' ')[0] ?? ''
  if (row) {
    for (const step of ['nextElementSibling', 'previousElementSibling'] as const) {
      for (let other = row[step]; other; other = other[step]) {
        const control = other.matches(ROW) ? controlIn(other, label) : null
        if (control) return control
      }
    }
  }
  const buttons = [...(main ?? document).querySelectorAll<HTMLElement>('button')]
  return buttons.find((b) => b.textContent?.trim().startsWith('Add ')) ?? main
}
