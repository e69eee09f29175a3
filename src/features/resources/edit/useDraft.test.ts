import { act, renderHook } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, expect, test, vi } from 'vitest'
import { signOut } from '@/features/auth/signOut'
import { STORAGE_KEYS } from '@/config'
import { readDraft, saveDraft } from './drafts'
import { itemsResource } from '@/test/support/itemsResource'
import { useDraft } from './useDraft'

const resource = itemsResource({
  fields: [
    { name: 'name', label: 'Name', input: 'text' },
    { name: 'password', label: 'Password', input: 'password' },
  ],
})
afterEach(() => sessionStorage.clear())

type Form = { dirty: boolean; values: Record<string, unknown>; base?: Record<string, unknown> }
function renderDraft(init: Form, restore = vi.fn()) {
  const form = { base: undefined, ...init }
  const latest = { current: form }
  const hook = renderHook(() => useDraft({ owner: 'chief', resource, id: 4, latest, restore }))
  return { ...hook, latest, restore }
}

test('a stored draft is restored once into the form and shown', () => {
  saveDraft('chief', resource, 4, { name: 'typed' }, { id: 4, name: 'loaded' })
  const { result, rerender, restore } = renderDraft({ dirty: false, values: {} })
  rerender()
  expect(restore).toHaveBeenCalledTimes(1)
  const draft = { values: { name: 'typed' }, base: { id: 4, name: 'loaded' } }
  expect(restore).toHaveBeenCalledWith(draft)
  expect(result.current.draft).toEqual(draft)
})

test('a draft kept before drafts had a base reads back without one', () => {
  sessionStorage.setItem(
    STORAGE_KEYS.drafts,
    JSON.stringify({ 'chief|items|4': { values: { name: 'old' }, savedAt: Date.now() } }),
  )
  expect(readDraft('chief', resource, 4)).toEqual({ values: { name: 'old' }, base: undefined })
})

test('no draft, nothing restored', () => {
  const { result, restore } = renderDraft({ dirty: false, values: {} })
  expect(restore).not.toHaveBeenCalled()
  expect(result.current.draft).toBeUndefined()
})

test('keep stores the values of the last render and the record they began from, never a password', () => {
  const { result, latest } = renderDraft({ dirty: true, values: { name: 'first' } })
  latest.current = { dirty: true, values: { name: 'later', password: 'secret' }, base: { id: 4, name: 'loaded' } }
  result.current.keep()
  expect(readDraft('chief', resource, 4)).toEqual({ values: { name: 'later' }, base: { id: 4, name: 'loaded' } })
})

test('a 401 keeps unsaved changes; a logout or a clean form keeps nothing', () => {
  const { latest, unmount } = renderDraft({ dirty: false, values: { name: 'clean' } })
  act(() => signOut(new QueryClient(), 'unauthorized'))
  expect(readDraft('chief', resource, 4)).toBeUndefined()
  latest.current = { dirty: true, values: { name: 'typed' }, base: undefined }
  act(() => signOut(new QueryClient(), 'logout'))
  expect(readDraft('chief', resource, 4)).toBeUndefined()
  act(() => signOut(new QueryClient(), 'unauthorized'))
  expect(readDraft('chief', resource, 4)?.values).toEqual({ name: 'typed' })
  sessionStorage.clear()
  unmount()
  act(() => signOut(new QueryClient(), 'unauthorized'))
  expect(readDraft('chief', resource, 4)).toBeUndefined()
})
