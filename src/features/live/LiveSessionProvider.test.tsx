import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { useContext, type ReactNode } from 'react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { liveHub } from '@/api/hub'
import { useLiveGroup } from '.'
import type { LiveResource } from './liveResource'
import { LiveSessionProvider } from './LiveSessionProvider'
import { LiveSessionContext } from './sessionContext'

// Counts the transitions started (React's own startTransition, wrapped).
const transitions = vi.hoisted(() => ({ started: 0 }))
vi.mock('react', async (importActual) => {
  const react = await importActual<typeof import('react')>()
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.started++
      react.startTransition(scope)
    },
  }
})

const courses = { name: 'courses' } as LiveResource
const ensureStarted = vi.spyOn(liveHub, 'ensureStarted').mockImplementation(() => {})
vi.spyOn(liveHub, 'isLive', 'get').mockReturnValue(true)
const init = vi.spyOn(liveHub, 'init').mockResolvedValue(null)
const stopListening = vi.fn()
vi.spyOn(liveHub, 'onMessage').mockReturnValue(stopListening)

// The provider loads the session's code when it starts: loaded here once, so no test waits on a busy machine's import.
beforeAll(() => import('./liveSession'))
afterEach(() => vi.clearAllMocks())

function List() {
  useLiveGroup(courses)
  return null
}

function renderWith(started: boolean) {
  const client = new QueryClient()
  const tree = (on: boolean): ReactNode => (
    <QueryClientProvider client={client}>
      <LiveSessionProvider started={on}>
        <List />
      </LiveSessionProvider>
    </QueryClientProvider>
  )
  const view = render(tree(started))
  return { ...view, start: () => view.rerender(tree(true)) }
}

test('a list mounted before the session started opens its group once the session comes, through the context', async () => {
  const { start } = renderWith(false)
  await new Promise((r) => setTimeout(r, 20))
  expect(ensureStarted).not.toHaveBeenCalled()
  expect(init).not.toHaveBeenCalled()
  start()
  await vi.waitFor(() => expect(init).toHaveBeenCalledWith('courses'))
  expect(ensureStarted).toHaveBeenCalled()
})

test('the session ends with the signed-in layout: it stops listening to the hub', async () => {
  const { unmount } = renderWith(true)
  await vi.waitFor(() => expect(init).toHaveBeenCalledWith('courses'))
  unmount()
  expect(stopListening).toHaveBeenCalled()
})

test('the session reaches the lists in a transition: their re-render yields to the browser (no long task)', async () => {
  const sessions: unknown[] = []
  function Reader() {
    sessions.push(useContext(LiveSessionContext))
    return null
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LiveSessionProvider started>
        <Reader />
      </LiveSessionProvider>
    </QueryClientProvider>,
  )
  const before = transitions.started
  await vi.waitFor(() => expect(sessions.at(-1)).toBeDefined())
  expect(transitions.started).toBe(before + 1)
})
