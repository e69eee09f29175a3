import { i18n } from '@/i18n/i18n'
import { recordName, type Nameable } from '../recordName'
import type { BaseRecord, DeclaredResource } from '../types'

/**
 * Whether the list's rows may be deleted: the row's delete cross, the checks and the bulk bar all ask this, so nobody
 * is offered a bulk delete of rows they could not delete one by one. Roles are the route's business (a Viewer may
 * delete portions); a read-only list deletes nothing.
 */
export const mayDelete = (resource: Pick<DeclaredResource, 'readOnly'>) => !resource.readOnly

/** A row button's name: `verb` is the message ('Delete {name}', 'Edit {name}'). */
const buttonName = (verb: 'Delete {name}' | 'Edit {name}', name: string) => i18n._(verb, { name })

/** The delete cross of a row on screen, by the name it carries ("Delete Zucker"). */
export function deleteButtonOf(resource: Nameable, record: BaseRecord): HTMLElement | null {
  const label = buttonName('Delete {name}', recordName(resource, record))
  return [...document.querySelectorAll<HTMLElement>('button[aria-label]')].find((b) => b.ariaLabel === label) ?? null
}

/** A row of the list, whatever element a layout draws it with. */
const ROW = 'tr, [role="row"]'

/**
 * The row's own delete cross, else its pencil (an Undeletable row), known by the verb of its name ("Delete …",
 * "… löschen"); none in a details row (`details-…`, its buttons are not the row's) or a row fading out.
 */
function controlIn(row: Element): HTMLElement | null {
  if (row.hasAttribute('data-removed') || row.id.startsWith('details-')) return null
  const buttons = [...row.querySelectorAll<HTMLElement>('button[aria-label]')].filter((b) => b.closest(ROW) === row)
  const named = (verb: 'Delete {name}' | 'Edit {name}') => {
    const [before = '', after = ''] = buttonName(verb, '\u0000').split('\u0000')
    return buttons.find(
      (b) =>
        b.ariaLabel &&
        b.ariaLabel.length > before.length + after.length &&
        b.ariaLabel.startsWith(before) &&
        b.ariaLabel.endsWith(after),
    )
  }
  return named('Delete {name}') ?? named('Edit {name}') ?? null
}

/**
 * Where the focus goes once the row holding `from` (its delete cross) is gone: the next row's cross (or pencil), else
 * the previous row's, else the list's Add button, else the main content.
 */
export function focusAfterRowGone(
  from: HTMLElement | null,
  resource: Pick<DeclaredResource, 'suffix'>,
): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main')
  // A row itself (the keyboard's row cursor deleted it): the next row, else the previous one, takes the focus.
  if (from?.dataset.rowId !== undefined) {
    const rowOf = (el: Element | null) => (el instanceof HTMLElement && el.dataset.rowId !== undefined ? el : null)
    for (const step of ['nextElementSibling', 'previousElementSibling'] as const)
      for (let other = from[step]; other; other = other[step])
        if (rowOf(other) && !other.hasAttribute('data-removed')) return rowOf(other)
  }
  const row = from?.closest(ROW)
  if (row) {
    for (const step of ['nextElementSibling', 'previousElementSibling'] as const) {
      for (let other = row[step]; other; other = other[step]) {
        const control = other.matches(ROW) ? controlIn(other) : null
        if (control) return control
      }
    }
  }
  const buttons = [...(main ?? document).querySelectorAll<HTMLElement>('button')]
  const add = i18n._('Add {suffix}', { suffix: i18n._(resource.suffix) })
  return buttons.find((b) => b.textContent?.trim() === add) ?? main
}
