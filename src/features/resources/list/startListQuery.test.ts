import { QueryClient } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { queryKeys } from '@/api/queryKeys'
import { sessionStore } from '@/api/session'
import { chiefSandbox } from '@/test/support/chiefSandbox'
import { startListQuery } from './listRoute'

chiefSandbox()

test("a child list's loader asks for its parent beside its rows, so the heading does not wait for the screen's code", async () => {
  sessionStore.set({ token: 't', username: 'tester', displayname: 'Tester', roles: 'Viewer,Editor,Admin' })
  const queryClient = new QueryClient()
  await startListQuery(queryClient, 'lexicon', { page: 1 }, '1')
  expect(queryClient.getQueryData(queryKeys.detail('lexiconcategories', '1'))).toMatchObject({ id: 1 })
})
