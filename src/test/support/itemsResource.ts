import { required } from '@/features/forms/rules'
import { recordFields } from '@/features/resources/recordFields'
import type { BaseRecord, ResourceDef } from '@/features/resources/types'

/** A plain test resource served by fakeBackend('/items', …) and routed at /list by renderList. */
export function itemsResource(overrides: Partial<ResourceDef<BaseRecord>> = {}): ResourceDef<BaseRecord> {
  return {
    name: 'items',
    path: '/items',
    role: 'Viewer',
    route: { path: '/list' },
    screen: { path: '/list', title: 'Items', role: 'Viewer' },
    title: 'Items',
    suffix: 'Item',
    titleProperty: 'name',
    schema: recordFields.record({ name: recordFields.text }),
    pageSize: 7,
    fields: [{ name: 'name', label: 'Name', input: 'text', rules: [required()] }],
    columns: [{ key: 'name', header: 'Name' }],
    ...overrides,
  }
}
