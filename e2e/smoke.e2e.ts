import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { launch, newPage, signIn, waitForRouteName } from './support/browser'
import { MENU_BY_ROLE, ROUTES } from './support/routes'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

test('an admin signs in and lands on /', async () => {
  const { page, context } = await newPage(browser)
  await signIn(page, 'admin')
  expect(new URL(page.url()).pathname).toBe('/')
  await page.getByText('Anna Admin').waitFor()
  await page.screenshot({ path: 'e2e/.artifacts/smoke.png' })
  await context.close()
})

test('lists opened by URL one after another each load under the running sandbox, so none reloads itself', async () => {
  const { page, context } = await newPage(browser)
  // sessionStorage, not the console: a page left at once may never deliver its console messages.
  await context.addInitScript(() => {
    const control = navigator.serviceWorker.controller ? 'under' : 'WITHOUT'
    const loads = sessionStorage.getItem('loads') ?? ''
    sessionStorage.setItem('loads', `${loads}${location.pathname} ${control} the sandbox\n`)
  })
  await signIn(page, 'admin')
  const lists = ROUTES.filter((r) => ['Promotions', 'Courses', 'Psychogramm', 'Users', 'Recipes'].includes(r.title))
  for (const list of lists) await page.goto(list.path, { waitUntil: 'commit' })
  await waitForRouteName(page, 'Recipes')
  const loads = (await page.evaluate(() => sessionStorage.getItem('loads') ?? '')).trim().split('\n')
  // MSW reloads a page that loads without its worker while the worker is registered; a typed URL raced that reload.
  expect(loads.filter((load) => !load.startsWith('/login'))).toEqual(lists.map((l) => `${l.path} under the sandbox`))
  await context.close()
})

test('the nine Admin lists opened by URL one after another leave no uncaught error in the page', async () => {
  const { page, context } = await newPage(browser)
  await signIn(page, 'admin')
  for (const entry of MENU_BY_ROLE.Admin) {
    const route = ROUTES.find((r) => r.title === entry && !r.path.includes('/1'))
    if (!route) throw new Error(`no route for ${entry}`)
    // Not waiting for each list: the next URL interrupts the sandbox's start, as a quick user would.
    await page.goto(route.path, { waitUntil: 'commit' })
  }
  await waitForRouteName(page, 'Recipes')
  // The afterEach of e2e/support/noPageErrors.ts fails this test on any page error seen meanwhile.
  await context.close()
})
