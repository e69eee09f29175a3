import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { sandboxServer } from '@/test/support/msw'
import { fakeLiveHub, renderApp, signInAs, warmUp } from '@/test/support/renderApp'

vi.setConfig({ testTimeout: 45000 })

const { store } = sandboxServer()
beforeAll(async () => {
  await warmUp(store)
}, 60000)
afterEach(() => {
  vi.restoreAllMocks()
})

test("a recipe's Variants link names the recipe's id as it is, not as a quoted string", async () => {
  fakeLiveHub()
  signInAs(store, 'chief')
  const { unmount } = renderApp('/recipes-list')
  try {
    const links = await screen.findAllByRole('link', { name: /^Variants of / })
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/recipes-list\?parentId=\d+$/)
  } finally {
    unmount()
  }
})
