import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { goInApp, launch, menuEntries, newPage, pathname, routeName, signIn, waitForRouteName } from './support/browser'
import { ACCOUNTS, MENU_BY_ROLE, ROUTES, homeTitle } from './support/routes'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** One route each account may open, to check "after sign-in, return to where they were going". */
const DESTINATION: Record<string, string> = {
  viewer: '/user-profile',
  editor: '/dashboard',
  admin: '/typography',
  chief: '/users',
}

describe.each(ACCOUNTS)('$username ($roles)', (account) => {
  test('signs in, sees exactly its menu, opens its routes, is sent to / elsewhere, and logs out', async () => {
    const { context, page } = await newPage(browser)
    try {
      await signIn(page, account.username)
      expect(pathname(page)).toBe('/')
      await waitForRouteName(page, homeTitle(account.roles))

      const expectedMenu = (['Viewer', 'Editor', 'Admin'] as const)
        .filter((r) => account.roles.includes(r))
        .flatMap((r) => MENU_BY_ROLE[r])
      expect(await menuEntries(page)).toEqual(expectedMenu)

      for (const route of ROUTES) {
        await goInApp(page, route.path)
        if (account.roles.includes(route.role)) {
          await waitForRouteName(page, route.title)
          expect(pathname(page), `${route.path} opens`).toBe(route.path)
        } else {
          await page.waitForURL((url) => url.pathname === '/')
          await waitForRouteName(page, homeTitle(account.roles))
        }
      }

      await page.goto('/no-such-screen/at-all')
      await page.waitForURL((url) => url.pathname === '/')
      expect(await routeName(page)).toBe(homeTitle(account.roles))

      const logout = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Logout' })
      await logout.hover()
      await page.waitForTimeout(300)
      expect(
        await page.evaluate(() => localStorage.getItem('token')),
        'hovering Logout does not sign out',
      ).not.toBeNull()
      await logout.click()
      await page.waitForURL((url) => url.pathname === '/login')
      await page.getByLabel('Username').waitFor()
      await page.locator('header').waitFor({ state: 'detached' })
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count(), 'login shows no drawer').toBe(0)

      // A protected route now asks for sign-in, then returns to where the user was going.
      const destination = DESTINATION[account.username] ?? '/'
      await page.goto(destination)
      await page.waitForURL((url) => url.pathname === '/login')
      await page.getByLabel('Username').fill(account.username)
      await page.getByLabel('Password').fill(account.username)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL((url) => url.pathname === destination)
    } finally {
      await context.close()
    }
  })
})

test('a wrong password shows "Wrong login/password" and stays on /login', async () => {
  const { context, page } = await newPage(browser)
  try {
    await page.goto('/login')
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').filter({ hasText: 'Wrong login/password' }).waitFor()
    expect(pathname(page)).toBe('/login')
  } finally {
    await context.close()
  }
})
