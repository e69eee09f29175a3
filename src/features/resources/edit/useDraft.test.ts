import { act, renderHook } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, expect, test, vi } from 'vitest'
import { signOut } from '@/features/auth/signOut'
import { readDraft, saveDraft } from '../drafts'
import { itemsResource } from '@/test/support/itemsResource'
import { useDraft } from './useDraft'

const resource = itemsResource({
  fields: [
    { name: 'name', label: 'Name', input: 'text' },
    { name: 'password', label: 'Password', input: 'password' },
  ],
})
afterEach(() => sessionStorage.clear())

function renderDraft(form: { dirty: boolean; values: Record<string, unknown> }, restore = vi.fn()) {
  const latest = { current: form }
  const hook = renderHook(() => useDraft({ owner: 'chief', resource, id: 4, latest, restore }))
  return { ...hook, latest, restore }
}

test('a stored draft is restored once into the form and shown', () => {
  saveDraft('chief', resource, 4, { name: 'typed' })
  const { result, rerender, restore } = renderDraft({ dirty: false, values: {} })
  rerender()
  expect(restore).toHaveBeenCalledTimes(1)
  expect(restore).toHaveBeenCalledWith({ name: 'typed' })
  expect(result.current.draft).toEqual({ name: 'typed' })
})

test('no draft, nothing restored', () => {
  const { result, restore } = renderDraft({ dirty: false, values: {} })
  expect(restore).not.toHaveBeenCalled()
  expect(result.current.draft).toBeUndefined()
})

test('keep stores the values of the last render, never a password', () => {
  const { result, latest } = renderDraft({ dirty: true, values: { name: 'first' } })
  latest.current = { dirty: true, values: { name: 'later', password: 'secret' } }
  result.current.keep()
  expect(readDraft('chief', resource, 4)).toEqual({ name: 'later' })
})

test('a 401 keeps unsaved changes; a logout or a clean form keeps nothing', () => {
  const { latest, unmount } = renderDraft({ dirty: false, values: { name: 'clean' } })
  act(() => signOut(new QueryClient(), 'unauthorized'))
  expect(readDraft('chief', resource, 4)).toBeUndefined()
  latest.current = { dirty: true, values: { name: 'typed' } }
  act(() => signOut(new QueryClient(), 'logout'))
  expect(readDraft('chief', resource, 4)).toBeUndefined()
  act(() => signOut(new QueryClient(), 'unauthorized'))
  expect(readDraft('chief', resource, 4)).toEqual({ name: 'typed' })
  sessionStorage.clear()
  unmount()
  act(() => signOut(new QueryClient(), 'unauthorized'))
  expect(readDraft('chief', resource, 4)).toBeUndefined()
})
