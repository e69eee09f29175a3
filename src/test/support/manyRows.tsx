/**
 * The setup of tests of actions on many rows at once (bulk edit, import): a list of items with a required Name and a
 * free Note, shown under the toast region where a run's summary and its Undo appear.
 */
import { afterEach } from 'vitest'
import { render } from '@testing-library/react'
import { required } from '@/features/forms/rules'
import type { BaseRecord, ResourceDef } from '@/features/resources/types'
import { toaster, ToastRegion } from '@/ui/Toast'
import { itemsResource } from './itemsResource'
import { liveState } from './liveStub'
import { listTestServer } from './listTestServer'
import { renderList } from './renderList'

/** Items with a Name (required) and a Note; `overrides` as for itemsResource. */
export const notedItems = (overrides: Partial<ResourceDef<BaseRecord>> = {}) =>
  itemsResource({
    fields: [
      { name: 'name', label: 'Name', input: 'text', rules: [required()] },
      { name: 'note', label: 'Note', input: 'text' },
    ],
    ...overrides,
  })

/** The test server, and after each test no toast and no lock left for the next one. */
export function manyRowsServer() {
  const server = listTestServer()
  afterEach(() => {
    for (const t of toaster.snapshot()) toaster.dismiss(t.id)
    liveState.rowLocks.clear()
  })
  return server
}

/** The resource's list at /list with the toast region beside it. */
export function renderListWithToasts(resource: ResourceDef<BaseRecord>) {
  render(<ToastRegion toaster={toaster} label="Toasts" />)
  return renderList(resource)
}
