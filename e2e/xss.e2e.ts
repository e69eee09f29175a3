import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { XSS_VECTORS } from '../src/test/xssVectors'
import { goInApp, launch, newPage, signIn } from './support/browser'

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

test('XSS vectors stored in records run nowhere: edit dialog (rich text editor) and expanded rows', async () => {
  const { context, page } = await newPage(browser)
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  try {
    await signIn(page, 'admin')
    const { entryId, questionId } = await storeVectors(page)

    await goInApp(page, '/lexicon-list/1')
    await page.getByRole('button', { name: `Edit Lexicon entry ${entryId}` }).click()
    const editor = page.getByRole('textbox', { name: 'Text' })
    await expect.poll(() => editor.textContent(), { timeout: 20000 }).toContain('Stored text')
    // Give any handler (onerror, onload, ontoggle, autofocus) the time to fire.
    await page.waitForTimeout(1000)
    expect(await scriptableParts(page)).toEqual([])
    await page.getByRole('button', { name: 'Cancel' }).click()

    await goInApp(page, '/question-list/1')
    await page.getByRole('button', { name: `Show details of Question ${questionId}` }).click()
    await page.getByText('<script>alert(1)</script>', { exact: false }).first().waitFor()
    await page.waitForTimeout(1000)
    expect(await scriptableParts(page)).toEqual([])

    expect(dialogs).toEqual([])
  } finally {
    await context.close()
  }
})
