import { expect, test } from 'vitest'
import { listLoaderDeps } from './listRoute'

test('opening or closing a dialog leaves a list route’s loader deps as they were, so its match and loader stay', () => {
  const rows = { page: 2, search: 'oat', filter: 9 }
  expect(listLoaderDeps({ search: { ...rows, edit: 4 } })).toEqual(listLoaderDeps({ search: rows }))
  expect(listLoaderDeps({ search: { ...rows, edit: 'new' } })).toEqual({ search: rows })
  expect(listLoaderDeps({ search: { page: 3 } })).not.toEqual(listLoaderDeps({ search: rows }))
})
