import { z } from 'zod'
import { required } from '@/features/forms/rules'
import { defineResource, type ResourceDef, type BaseRecord } from '../types'

/** A plain test declaration served by fakeBackend('/items', …) and routed at /list by renderList. */
export function itemsResource(overrides: Partial<ResourceDef<BaseRecord>> = {}): ResourceDef<BaseRecord> {
  return defineResource<BaseRecord>({
    name: 'items',
    path: '/items',
    screen: { path: '/list', title: 'Items', role: 'Viewer' },
    title: 'Items',
    suffix: 'Item',
    titleProperty: 'name',
    schema: z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string().nullish(), Undeletable: z.boolean().nullish() }),
    pageSize: 7,
    fields: [{ name: 'name', label: 'Name', input: 'text', rules: [required()] }],
    columns: [{ key: 'name', header: 'Name' }],
    ...overrides,
  })
}
