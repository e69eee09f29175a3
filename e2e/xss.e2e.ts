import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { MESSAGES } from '../src/i18n/messages'
import { NOSCRIPT_BREAKOUT, XSS_VECTORS } from '../src/test/xssVectors'
import { goInApp, launch, newPage, signIn } from './support/browser'
import { idRowControl } from './support/rows'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const HOSTILE = `<p>Stored text</p>${XSS_VECTORS.join('\n')}`

/** Stores the vectors through the sandbox's API with the signed-in admin's token, as a hostile backend would. */
async function storeVectors(page: Page): Promise<{ entryId: number; questionId: number }> {
  return page.evaluate(async (text) => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
      'Content-Type': 'application/json',
    }
    const newest = async (path: string) => {
      const page = (await (await fetch(`/api/v1/${path}`, { headers })).json()) as { values: { id: number }[] }
      const first = page.values[0]
      if (!first) throw new Error(`nothing at ${path}`)
      return (await (await fetch(`/api/v1/${path.split('?')[0]}/${first.id}`, { headers })).json()) as Record<
        string,
        unknown
      > & { id: number }
    }
    const put = async (path: string, body: unknown) => {
      const answer = await fetch(`/api/v1/${path}`, { method: 'PUT', headers, body: JSON.stringify(body) })
      if (answer.status !== 200) throw new Error(`PUT ${path}: ${answer.status}`)
    }
    const entry = await newest('lexicon?take=7&skip=0&categoryId=1')
    await put('lexicon', { ...entry, text })
    const question = await newest('questions?take=7&skip=0&scaleId=1')
    const choice = await newest(`choices?take=7&skip=0&questionId=${question.id}`)
    await put('choices', { ...choice, text })
    return { entryId: entry.id, questionId: question.id }
  }, HOSTILE)
}

/** Anything in the page that could run a vector: script elements, on* attributes, javascript: URLs. */
function scriptableParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase()
      // A JSON data block (the build's list of shell chunks) is never run by the browser.
      const dataBlock = tag === 'script' && el.getAttribute('type') === 'application/json'
      if (['script', 'iframe', 'object', 'embed'].includes(tag) && !dataBlock) found.push(tag)
      for (const attr of el.attributes) {
        if (attr.name.toLowerCase().startsWith('on')) found.push(`${tag}[${attr.name}]`)
        // A URL parser ignores spaces and control characters before the scheme.
        const value = [...attr.value]
          .filter((c) => c.charCodeAt(0) > 32)
          .join('')
          .toLowerCase()
        if (value.includes('javascript:')) found.push(`${tag}[${attr.name}]`)
      }
    }
    return found
  })
}

/** The messages of every alert, confirm or prompt the page opens, each dismissed: a script that ran would show one. */
function dismissedDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  return dialogs
}

test('XSS vectors stored in records run nowhere: edit dialog (rich text editor) and expanded rows', async () => {
  const { context, page } = await newPage(browser)
  const dialogs = dismissedDialogs(page)
  try {
    await signIn(page, 'admin')
    const { entryId, questionId } = await storeVectors(page)

    await goInApp(page, '/lexicon-list/1')
    await idRowControl(page, 'Edit', entryId).click()
    const editor = page.getByRole('textbox', { name: 'Text' })
    await expect.poll(() => editor.textContent(), { timeout: 20000 }).toContain('Stored text')
    // Give any handler (onerror, onload, ontoggle, autofocus) the time to fire.
    await page.waitForTimeout(1000)
    expect(await scriptableParts(page)).toEqual([])
    await page.getByRole('button', { name: 'Cancel' }).click()

    await goInApp(page, '/question-list/1')
    await idRowControl(page, 'Show details of', questionId).click()
    await page.getByText('<script>alert(1)</script>', { exact: false }).first().waitFor()
    await page.waitForTimeout(1000)
    expect(await scriptableParts(page)).toEqual([])

    expect(dialogs).toEqual([])
  } finally {
    await context.close()
  }
})

/** Stores `text` as the newest lexicon entry of category 1 through the sandbox's API; its id. */
function storeEntryText(page: Page, text: string): Promise<number> {
  return page.evaluate(async (text) => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
      'Content-Type': 'application/json',
    }
    const list = (await (await fetch('/api/v1/lexicon?take=7&skip=0&categoryId=1', { headers })).json()) as {
      values: { id: number }[]
    }
    const entry = list.values[0]
    if (!entry) throw new Error('no lexicon entry in category 1')
    const answer = await fetch('/api/v1/lexicon', { method: 'PUT', headers, body: JSON.stringify({ ...entry, text }) })
    if (answer.status !== 200) throw new Error(`PUT lexicon: ${answer.status}`)
    return entry.id
  }, text)
}

function entryText(page: Page, id: number): Promise<string> {
  return page.evaluate(async (id) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` }
    const entry = (await (await fetch(`/api/v1/lexicon/${id}`, { headers })).json()) as { text: string }
    return entry.text
  }, id)
}

test('a noscript whose attribute closes it hides no stored text: both sides show, and an edit saves both', async () => {
  const { context, page } = await newPage(browser)
  const dialogs = dismissedDialogs(page)
  try {
    await signIn(page, 'admin')
    const id = await storeEntryText(page, NOSCRIPT_BREAKOUT)
    await goInApp(page, '/lexicon-list/1')
    await idRowControl(page, 'Edit', id).click()
    const dialog = page.getByRole('dialog', { name: `Edit Lexicon entry (id:${id})` })
    const editor = dialog.getByRole('textbox', { name: 'Text' })
    await expect.poll(() => editor.textContent(), { timeout: 20000 }).toContain('AFTER')
    expect(await editor.textContent()).toContain('BEFORE')
    expect(await page.getByText(MESSAGES.richTextRemoved).count()).toBe(0)
    await editor.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' edited')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => entryText(page, id), { timeout: 15000 }).toMatch(/BEFORE[\s\S]*AFTER edited/)
    expect(await scriptableParts(page)).toEqual([])
    expect(dialogs).toEqual([])
  } finally {
    await context.close()
  }
})

test('stored text the sanitizer must remove is announced under the editor before any edit', async () => {
  const { context, page } = await newPage(browser)
  try {
    await signIn(page, 'admin')
    const id = await storeEntryText(page, '<p>Shown</p><svg><text>Hidden words</text></svg>')
    await goInApp(page, '/lexicon-list/1')
    await idRowControl(page, 'Edit', id).click()
    const editor = page.getByRole('textbox', { name: 'Text' })
    await expect.poll(() => editor.textContent(), { timeout: 20000 }).toBe('Shown')
    const note = page.getByRole('alert').filter({ hasText: MESSAGES.richTextRemoved })
    await note.waitFor()
    expect((await editor.getAttribute('aria-describedby'))?.split(' ')).toContain(await note.getAttribute('id'))
  } finally {
    await context.close()
  }
})
