import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { injectAxe, setScheme } from './support/axe'
import { edgeContrastOf } from './support/contrast'
import { layoutShifts, recordLayoutShifts } from './support/layoutShift'
import { waitUntilSettled } from './support/settled'
import { goInApp, launch, newPage, pathname, signIn, waitForRouteName } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

async function sidebarBackground(page: Page): Promise<string> {
  return mainMenu(page).evaluate((el) => getComputedStyle(el).backgroundColor)
}

test('at 360 px the drawer is hidden, opens from the menu button and closes after a menu tap', async () => {
  const { context, page } = await newPage(browser, { width: 360, height: 740 })
  try {
    await signIn(page, 'admin')
    await waitForRouteName(page, 'Home')
    expect(await mainMenu(page).count(), 'no drawer on a phone until asked').toBe(0)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await mainMenu(page).waitFor()
    const box = await mainMenu(page).boundingBox()
    expect(box?.width).toBeCloseTo(260, 0)

    await mainMenu(page).getByRole('link', { name: 'Users' }).click()
    await waitForRouteName(page, 'Users')
    await mainMenu(page).waitFor({ state: 'detached' })
    expect(pathname(page)).toBe('/users')
    // The page itself fits: no horizontal scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  } finally {
    await context.close()
  }
})

test('at 360 px the drawer closes on a tap beside it and gives the focus back to the menu button', async () => {
  const { context, page } = await newPage(browser, { width: 360, height: 740 })
  try {
    await signIn(page, 'admin')
    await waitForRouteName(page, 'Home')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await mainMenu(page).getByRole('link', { name: 'Users' }).waitFor()
    // The backdrop, right of the 260 px drawer.
    await page.mouse.click(320, 400)
    await mainMenu(page).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu')
    expect(pathname(page), 'the tap did not reach the page behind').toBe('/')
  } finally {
    await context.close()
  }
})

test('the sidebar colour chosen in settings survives a reload (default success = green)', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'admin')
    const before = await sidebarBackground(page)

    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByText('Danger (red)').click()
    await page.waitForFunction((old) => {
      const nav = document.querySelector('nav[aria-label="Main menu"]')
      return nav && getComputedStyle(nav).backgroundColor !== old
    }, before)
    const red = await sidebarBackground(page)
    const [r, g] = red.match(/\d+/g)!.map(Number)
    expect(r, 'a red sidebar').toBeGreaterThan(g!)

    await page.reload()
    await mainMenu(page).waitFor()
    expect(await sidebarBackground(page)).toBe(red)
    await page.getByRole('button', { name: 'Settings' }).click()
    expect(await page.getByRole('radio', { name: 'Danger (red)' }).isChecked()).toBe(true)
  } finally {
    await context.close()
  }
})

test('every sidebar colour keeps the drawer text at WCAG AA contrast (axe color-contrast), and its identity, in both schemes', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'chief')
    await injectAxe(page)
    for (const colour of ['Success (green)', 'Info (cyan)', 'Warning (orange)', 'Danger (red)', 'Primary (purple)']) {
      await page.getByRole('button', { name: 'Settings' }).click()
      await page.getByText(colour).click()
      await page.keyboard.press('Escape')
      const light = await sidebarBackground(page)
      await setScheme(page, 'dark')
      expect(await sidebarBackground(page), `${colour} is the same colour in dark`).toBe(light)
      const result = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                el: Element,
                o: object,
              ) => Promise<{ violations: { nodes: unknown[] }[]; passes: { nodes: unknown[] }[] }>
            }
          }
        ).axe
        const nav = document.querySelector('nav[aria-label="Main menu"]')!
        const r = await axe.run(nav, { runOnly: ['color-contrast'] })
        return {
          violations: r.violations.flatMap((v) => v.nodes).length,
          passes: r.passes.flatMap((v) => v.nodes).length,
        }
      })
      expect(result.violations, colour).toBe(0)
      expect(result.passes, `${colour}: menu text was checked`).toBeGreaterThan(5)
      await setScheme(page, 'light')
    }
  } finally {
    await context.close()
  }
})

/** The brightness (0–255, relative-luminance weights) of the background an element shows: its own or an ancestor's. */
async function backgroundOf(page: Page, selector: string): Promise<number> {
  const rgb = await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const bg = getComputedStyle(at).backgroundColor
        if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg
      }
      return 'rgb(255, 255, 255)'
    })
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).map(Number)
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

test('in dark, the settings’ sidebar-colour swatches and the login card’s mark stand out 3:1 (WCAG 1.4.11)', async () => {
  const { context, page } = await newPage(browser, { colorScheme: 'dark' })
  try {
    await page.goto('/login')
    await page.getByLabel('Username').waitFor()
    const login = await edgeContrastOf(page.getByRole('heading', { name: 'Nutrition Console' }).locator('span'))
    expect(login.contrast, `login mark ${JSON.stringify(login)}`).toBeGreaterThanOrEqual(3)
    await signIn(page, 'chief')
    await waitForRouteName(page, 'Portions')
    await page.getByRole('button', { name: 'Settings' }).click()
    const colours = page.getByRole('group', { name: 'Sidebar colour' })
    await colours.waitFor()
    const swatches = colours.locator('label span[aria-hidden]')
    expect(await swatches.count()).toBe(5)
    for (const swatch of await swatches.all()) {
      const seen = await edgeContrastOf(swatch)
      expect(seen.contrast, `swatch ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(3)
    }
  } finally {
    await context.close()
  }
})

test('a dark device gets the dark scheme before the first paint, on /login and signed in', async () => {
  const { context, page } = await newPage(browser, { colorScheme: 'dark' })
  try {
    await signIn(page, 'chief')
    await waitForRouteName(page, 'Portions')
    expect(await backgroundOf(page, 'main'), 'the list’s main area is dark').toBeLessThan(40)
    // No app script: what shows is the static first paint, already dark (no flash of light).
    await context.route('**/assets/*.js', (route) => route.abort('failed'))
    for (const path of ['/', '/login']) {
      await page.goto(path)
      expect(
        await page.evaluate(() => [document.documentElement.className, document.documentElement.style.colorScheme]),
      ).toEqual(['dark', 'dark'])
      expect(await backgroundOf(page, 'html'), `${path}: the page before the app`).toBeLessThan(40)
      expect(
        await backgroundOf(page, path === '/' ? '.nc-first-paint__bar' : '.nc-first-paint__login .login__card'),
        `${path}: the first-paint shell`,
      ).toBeLessThan(40)
    }
  } finally {
    await context.close()
  }
})

test('Light, Dark and System in the settings panel switch at once with no reload, and a reload keeps the choice', async () => {
  const { context, page } = await newPage(browser, { colorScheme: 'light' })
  try {
    await signIn(page, 'chief')
    await waitForRouteName(page, 'Portions')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    await page.getByRole('button', { name: 'Settings' }).click()
    expect(await page.getByRole('radio', { name: 'System' }).isChecked(), 'System is the default').toBe(true)
    await page.getByRole('radio', { name: 'Dark' }).check()
    expect(await dark()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await backgroundOf(page, 'main')).toBeLessThan(40)
    expect(await page.evaluate(() => 'sameDocument' in window), 'no reload').toBe(true)

    await page.reload()
    await waitForRouteName(page, 'Portions')
    expect(await dark(), 'a reload keeps Dark on a light device').toBe(true)

    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('radio', { name: 'System' }).check()
    expect(await dark(), 'System on a light device').toBe(false)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    await page.getByRole('radio', { name: 'Light' }).check()
    expect(await dark(), 'Light on a dark device').toBe(false)
    await page.keyboard.press('Escape')
    expect(await backgroundOf(page, 'main')).toBeGreaterThan(200)
  } finally {
    await context.close()
  }
})

test('a screen chunk that fails to load shows ChunkLoadError with a working Reload', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'admin')
    await waitForRouteName(page, 'Home')
    let blocked = true
    await context.route('**/assets/typography-*.js', (route) => (blocked ? route.abort('failed') : route.continue()))

    await goInApp(page, '/typography')
    const alert = page.getByRole('alert').filter({ hasText: 'ChunkLoadError' })
    await alert.waitFor()
    // The shell stays: the user can still use the menu.
    await mainMenu(page).waitFor()

    blocked = false
    await alert.getByRole('button', { name: 'Reload' }).click()
    await waitForRouteName(page, 'Typography')
    await page
      .getByRole('heading', { name: /A balanced breakfast/ })
      .first()
      .waitFor()
  } finally {
    await context.close()
  }
})

test('the dashboard, the profile and the demo screens render on the kit, and a toast shows', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'chief')
    for (const [path, name, heading] of [
      ['/dashboard', 'Dashboard', 'User history'],
      ['/user-profile', 'User profile', 'User profile'],
      ['/typography', 'Typography', /A balanced breakfast/],
      ['/notifications', 'Notifications', 'Show a toast'],
    ] as const) {
      await goInApp(page, path)
      await waitForRouteName(page, name)
      await page.getByRole('main').getByRole('heading', { name: heading }).first().waitFor()
      expect(await page.getByRole('main').getByRole('alert').filter({ hasText: 'ChunkLoadError' }).count()).toBe(0)
    }
    await page.getByRole('button', { name: 'Warning', exact: true }).click()
    await page.getByRole('region', { name: 'Toasts' }).getByText('Warning notification').waitFor()
  } finally {
    await context.close()
  }
})

test('a screen chunk that does not arrive shows a loading state (it turns into ChunkLoadError after 120 s)', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'admin')
    await waitForRouteName(page, 'Home')
    // Never answered: the browser would wait on its own for minutes.
    await context.route('**/assets/icons-*.js', () => {})
    await goInApp(page, '/icons')
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor()
    await mainMenu(page).waitFor()
  } finally {
    await context.close()
  }
})

test('a short screen fits the window: the footer at its bottom, nothing to scroll, and it does not move as a list loads', async () => {
  const fits = async (page: Page) => {
    await page.getByRole('contentinfo').waitFor()
    const { height, bottom } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      bottom: document.querySelector('footer')!.getBoundingClientRect().bottom,
    }))
    expect(height).toBeLessThanOrEqual(800)
    expect(bottom).toBeCloseTo(800, 0)
  }
  for (const [username, path, title] of [
    ['editor', '/', 'Home'],
    ['chief', '/method-list/1', 'Methods'],
  ] as const) {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 })
    try {
      await signIn(page, username)
      await recordLayoutShifts(page)
      await page.goto(path)
      await waitForRouteName(page, title)
      await waitUntilSettled(page)
      await fits(page)
      // The footer appears where the screen ends once it has loaded, and never moves.
      expect(
        (await layoutShifts(page)).filter((shift) => shift.includes('FOOTER')),
        path,
      ).toEqual([])
    } finally {
      await context.close()
    }
  }
})

test('the footer has Home and the year on every page except Maps', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'admin')
    await goInApp(page, '/icons')
    await waitForRouteName(page, 'Icons')
    expect(await page.title(), 'the tab names the screen').toBe('Icons · Nutrition Console')
    const footer = page.locator('footer')
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()))

    await goInApp(page, '/maps')
    await waitForRouteName(page, 'Maps')
    await page.getByRole('img', { name: 'Map of the partner locations' }).waitFor()
    expect(await footer.count()).toBe(0)

    await goInApp(page, '/typography')
    await waitForRouteName(page, 'Typography')
    await footer.getByRole('link', { name: 'Home' }).click()
    await waitForRouteName(page, 'Home')
    expect(pathname(page)).toBe('/')
  } finally {
    await context.close()
  }
})

test('shell links show only to who may open them', async () => {
  const viewer = await newPage(browser)
  const editor = await newPage(browser)
  const admin = await newPage(browser)
  try {
    await signIn(viewer.page, 'viewer')
    await signIn(editor.page, 'editor')
    await signIn(admin.page, 'admin')

    // Dashboard link: Editor only.
    await editor.page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click()
    await waitForRouteName(editor.page, 'Dashboard')
    expect(await viewer.page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).count()).toBe(0)

    // Display name: a link to the profile with Viewer, plain text otherwise.
    await mainMenu(viewer.page).getByRole('link', { name: 'Vera Viewer' }).click()
    await waitForRouteName(viewer.page, 'User profile')
    await viewer.page.getByText('Viewer', { exact: true }).first().waitFor()
    await mainMenu(admin.page).getByText('Anna Admin').waitFor()
    expect(await mainMenu(admin.page).getByRole('link', { name: 'Anna Admin' }).count()).toBe(0)

    // The bell's list (what happened to the user's records; nothing yet) shows to everyone; its link to the
    // /notifications demo only to Admin.
    await viewer.page.getByRole('button', { name: /Notifications/ }).click()
    await viewer.page.getByText('Nothing has happened yet.').waitFor()
    expect(await viewer.page.getByRole('link', { name: 'All notifications' }).count()).toBe(0)
    await admin.page.getByRole('button', { name: /Notifications/ }).click()
    await admin.page.getByRole('link', { name: 'All notifications' }).click()
    await waitForRouteName(admin.page, 'Notifications')

    // The demo's toast buttons show a toast.
    await admin.page.getByRole('button', { name: 'Success', exact: true }).click()
    await admin.page.getByText('Success notification').waitFor()
  } finally {
    await Promise.all([viewer.context.close(), editor.context.close(), admin.context.close()])
  }
})
