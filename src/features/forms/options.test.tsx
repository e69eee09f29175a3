import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { mswServer } from '@/test/support/msw'
import { queryKeys } from '@/api/queryKeys'
import { useDictionaryName, useOptions } from './options'
import { testQueryClient } from '@/test/support/forms'

const requests: string[] = []
mswServer(
  http.get('*/api/v1/dictionaries/insurance', ({ request }) => {
    requests.push(new URL(request.url).pathname)
    return HttpResponse.json([
      { id: 1, name: 'AOK' },
      { id: 2, name: 'TK' },
    ])
  }),
  http.get('*/api/v1/servings', ({ request }) => {
    requests.push(new URL(request.url).pathname)
    return HttpResponse.json([{ id: 'g', name: 'gram' }])
  }),
)
afterEach(() => {
  requests.length = 0
})

function wrapperFor(client = testQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  }
}

describe('useOptions', () => {
  it('turns servings into options, keeping the id type, under the shared servings key', async () => {
    const { client, wrapper } = wrapperFor()
    const { result } = renderHook(() => useOptions({ kind: 'servings' }), { wrapper })
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.options).toEqual([{ value: 'g', label: 'gram', id: 'g' }]))
    expect(client.getQueryData(queryKeys.servings())).toHaveLength(1)
  })

  it('keeps dictionaries fresh forever: no refetch on a later mount', async () => {
    const { client, wrapper } = wrapperFor()
    const first = renderHook(() => useOptions({ kind: 'dictionary', dictionary: 'insurance' }), { wrapper })
    await waitFor(() => expect(first.result.current.options).toHaveLength(2))
    first.unmount()
    const second = renderHook(() => useOptions({ kind: 'dictionary', dictionary: 'insurance' }), { wrapper })
    expect(second.result.current.options[1]).toEqual({ value: '2', label: 'TK', id: 2 })
    expect(client.getQueryState(queryKeys.dictionary('insurance'))?.isInvalidated).toBe(false)
    expect(requests).toEqual(['/api/v1/dictionaries/insurance'])
  })
})

describe('useDictionaryName', () => {
  it("resolves an id to its entry's name, whatever the id's type", async () => {
    const { wrapper } = wrapperFor()
    const { result } = renderHook(() => [useDictionaryName('insurance', 2), useDictionaryName('insurance', '1')], {
      wrapper,
    })
    await waitFor(() => expect(result.current).toEqual(['TK', 'AOK']))
  })

  it('is undefined for no id or an unknown one', async () => {
    const { wrapper } = wrapperFor()
    const { result } = renderHook(() => [useDictionaryName('insurance', null), useDictionaryName('insurance', 99)], {
      wrapper,
    })
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(result.current).toEqual([undefined, undefined])
  })
})
