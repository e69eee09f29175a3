import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
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

/** A child list under `url` whose parent is not there: a clear message, a way back, no Add. */
async function expectMissingParent(url: string, message: string, back: { name: string; href: string }) {
  fakeLiveHub()
  signInAs(store, 'chief')
  const { unmount } = renderApp(url)
  try {
    const alert = await screen.findByText(message)
    expect(alert).toBeTruthy()
    const link = screen.getByRole('link', { name: back.name })
    expect(link.getAttribute('href')).toBe(back.href)
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull()
    expect(screen.queryByRole('grid')).toBeNull()
    expect(document.querySelector('[role="alertdialog"]')).toBeNull()
  } finally {
    unmount()
  }
}

describe('a child list whose parent is not there', () => {
  test('an id that is not a number', async () => {
    await expectMissingParent('/lexicon-list/abc', 'Lexicon category abc not found', {
      name: 'Back to Lexicon categories',
      href: '/lexicon-category-list',
    })
  })

  test('a parent that does not exist, under a parent list that needs its own parent (back to the nearest list)', async () => {
    await expectMissingParent('/choice-list/999999', 'Question 999999 not found', {
      name: 'Back to Scales',
      href: '/scale-list',
    })
  })

  test('an optional parent in the search (recipe variants)', async () => {
    await expectMissingParent('/recipes-list?parentId=999999', 'Recipe 999999 not found', {
      name: 'Back to Recipes',
      href: '/recipes-list',
    })
  })

  test('an existing parent still shows its list with Add', async () => {
    fakeLiveHub()
    signInAs(store, 'chief')
    const { unmount } = renderApp('/choice-list/1')
    try {
      await screen.findByRole('button', { name: 'Add Choice' })
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Question: /))
    } finally {
      unmount()
    }
  })
})
