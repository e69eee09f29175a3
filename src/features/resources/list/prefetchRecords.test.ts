import { QueryClient } from '@tanstack/react-query'
import { afterEach, expect, test, vi } from 'vitest'
import { queryKeys } from '@/api/queryKeys'
import { prefetchRecordsWhenIdle } from './prefetchRecords'
import type { DeclaredResource } from '../types'

vi.mock('@/features/navigation/firstPaint', () => ({
  afterFirstPaint: (then: () => void) => (then(), () => undefined),
}))

const resource = { name: 'items', path: '/items', schema: {} } as unknown as DeclaredResource

function screenWithHover(hover: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none)' ? !hover : false }))
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  return idle
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('on a phone the rows’ records are fetched once the page is idle, each once', () => {
  const idle = screenWithHover(false)
  const client = new QueryClient()
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue()
  prefetchRecordsWhenIdle(client, resource, [1, 2])
  expect(prefetch).not.toHaveBeenCalled()
  // One GET per idle period (TBT).
  idle.shift()?.()
  expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([queryKeys.detail('items', 1)])
  idle.shift()?.()
  expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([
    queryKeys.detail('items', 1),
    queryKeys.detail('items', 2),
  ])
  expect(idle).toEqual([])
})

test('with a mouse nothing is fetched ahead: the press on a pencil starts its GET', () => {
  const idle = screenWithHover(true)
  const client = new QueryClient()
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue()
  prefetchRecordsWhenIdle(client, resource, [1, 2])
  expect(idle).toEqual([])
  expect(prefetch).not.toHaveBeenCalled()
})
