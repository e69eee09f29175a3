import { expect, test } from 'vitest'
import { listLoaderDeps } from './listRoute'
import { rowsSearchStr } from './listSearch'

test('opening or closing a dialog leaves a list route’s loader deps as they were, so its match and loader stay', () => {
  const rows = { page: 2, search: 'oat', filter: 9 }
  expect(listLoaderDeps({ search: { ...rows, edit: 4 } })).toEqual(listLoaderDeps({ search: rows }))
  expect(listLoaderDeps({ search: { ...rows, edit: 'new' } })).toEqual({ search: rows })
  expect(listLoaderDeps({ search: { page: 3 } })).not.toEqual(listLoaderDeps({ search: rows }))
})

test('the search string a back arrow returns to keeps the list’s place and drops the open dialog', () => {
  expect(rowsSearchStr('?page=2&edit=4&search=oat')).toBe('?page=2&search=oat')
  expect(rowsSearchStr('?edit=new')).toBe('')
})
