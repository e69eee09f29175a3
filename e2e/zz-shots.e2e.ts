import { test } from 'vitest'
import type { Page } from 'playwright-core'
import { rawHubClient } from './support/liveServer'
import { liveSuite } from './support/liveSuite'

const suite = liveSuite(120000)
const LIST = '/lexicon-category-list'

async function openList(page: Page) {
  await page.goto(LIST)
  await page.getByRole('button', { name: 'Edit Lexicon category 10', exact: true }).waitFor()
  await page.getByRole('status', { name: 'Live updates: live' }).waitFor()
}

for (const width of [1280, 360]) {
  for (const lang of ['en', 'de']) {
    test(`shots ${width} ${lang}`, async () => {
      const a = await suite.user('admin', width, { height: 800 })
      const b = await suite.user('chief', 1280, { height: 800 })
      if (lang === 'de') {
        await a.getByRole('button', { name: 'Settings' }).click()
        await a.getByRole('radio', { name: 'Deutsch' }).check()
        await a.keyboard.press('Escape')
      }
      await a.goto(LIST)
      await a.getByRole('status').filter({ hasText: /live/i }).first().waitFor()
      await a.waitForTimeout(1000)
      await openList(b)
      // B changes row 6, then edits row 3; a second tab of B reads row 4.
      await b.getByRole('button', { name: 'Edit Lexicon category 6', exact: true }).click()
      const d6 = b.getByRole('dialog', { name: 'Edit Lexicon category (id:6)' })
      await d6.getByLabel('Title').fill(`Zucker ${width} ${lang}`)
      await d6.getByRole('button', { name: 'Save' }).click()
      await d6.waitFor({ state: 'detached' })
      await b.getByRole('button', { name: 'Edit Lexicon category 3', exact: true }).click()
      await b.getByRole('dialog', { name: 'Edit Lexicon category (id:3)' }).getByLabel('Title').waitFor()
      const raw = await rawHubClient('chief')
      await raw.invoke('Extensions')
      await raw.invoke('Init', 'lexiconcategories')
      await raw.invoke('OpenView', 'lexiconcategories', 4, 'read')
      await raw.invoke('OpenView', 'lexiconcategories', 3, 'read')
      await a.locator('[data-viewers]').nth(1).waitFor()
      await a.waitForTimeout(500)
      const rowShot = a.getByRole('row').filter({ has: a.getByRole('cell', { name: '3', exact: true }) })
      await rowShot.scrollIntoViewIfNeeded()
      await a.screenshot({ path: `/tmp/presence-shots/rows-${width}-${lang}.png` })
      await a.getByRole('button', { name: /^(Notifications|Benachrichtigungen) \(/ }).click()
      await a.waitForTimeout(500)
      await a.screenshot({ path: `/tmp/presence-shots/bell-${width}-${lang}.png` })
      await a.keyboard.press('Escape')
      await a.goto(`${LIST}?edit=3`)
      await a.getByRole('dialog').locator('[data-viewers]').waitFor()
      await a.waitForTimeout(500)
      await a.screenshot({ path: `/tmp/presence-shots/dialog-${width}-${lang}.png` })
      await raw.stop()
    })
  }
}
