import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MESSAGES } from '@/i18n/messages'
import { plainName } from '@/features/resources/recordName'
import { readableText, SafeHtml } from '@/features/forms/sanitize'
import { renderFields } from '@/test/support/forms'
import type { FieldDef } from '@/features/forms/field'
import { sandboxServer } from '@/test/support/msw'
import { fakeLiveHub, renderApp, signInAs, warmUp } from './support/renderApp'
import { XSS_VECTORS, scriptableParts } from './xssVectors'

vi.setConfig({ testTimeout: 45000 })

// jsdom has no layout: Lexical measures selections with these.
Range.prototype.getBoundingClientRect ??= () => new DOMRect()
Range.prototype.getClientRects ??= () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList

const { store } = sandboxServer()
let alert: ReturnType<typeof vi.spyOn>
beforeAll(async () => {
  await warmUp(store)
  // The editor and the dialog load on demand: loaded here, so a test waits for them to mount, not to download.
  await Promise.all([import('@/features/forms/inputs/RichTextInput'), import('@/features/resources/edit/EditDialog')])
}, 60000)
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
})
afterEach(() => {
  expect(alert).not.toHaveBeenCalled()
  vi.restoreAllMocks()
})

const ALL = XSS_VECTORS.join('\n')

/** A row button by its accessible name (a label query over the whole console is slow in jsdom). */
function findButton(label: string) {
  return waitFor(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>('button[aria-label]')]
    const button = buttons.find((b) => b.getAttribute('aria-label') === label)
    if (!button) throw new Error(`no "${label}" among ${buttons.map((b) => b.getAttribute('aria-label')).join(', ')}`)
    return button
  })
}

describe('SafeHtml renders stored rich text without anything that can run', () => {
  test.each(XSS_VECTORS)('%s', (vector) => {
    const { container } = render(<SafeHtml html={`<p>before</p>${vector}<p>after</p>`} />)
    expect(scriptableParts(container)).toEqual([])
    // Some vectors swallow what follows them when parsed; what comes before always stays.
    expect(container.textContent).toContain('before')
  })
})

describe('the rich text editor loads stored rich text without anything that can run', () => {
  const text: FieldDef = { name: 'text', label: 'Text', input: 'richtext' }
  test.each(XSS_VECTORS)('%s', async (vector) => {
    const stored = `<p>before</p>${vector}<p>after</p>`
    renderFields([text], { text: stored })
    const box = await screen.findByRole('textbox', { name: 'Text' })
    await waitFor(() => expect(box.textContent).toContain('before'))
    expect(scriptableParts(document.body)).toEqual([])
    // Never silently less: where a reader of the stored HTML sees the text after the vector (some vectors make it a
    // style's code), the editor shows it too, or the field says that stored text was removed.
    const readable = readableText(new DOMParser().parseFromString(stored, 'text/html').documentElement)
    if (readable.includes('after') && !box.textContent?.includes('after')) screen.getByText(MESSAGES.richTextRemoved)
  })
})

describe('records holding every vector, shown in the console', () => {
  test('a lexicon entry opened in the edit dialog (its text in the rich text editor)', async () => {
    fakeLiveHub()
    signInAs(store, 'chief')
    // The newest entry of category 1: the list shows newest first, so it is on page 1.
    const entry = store
      .records('lexicon')
      .filter((r) => r.categoryId === 1)
      .sort((a, b) => b.id - a.id)[0]
    if (!entry) throw new Error('no lexicon entry in category 1')
    store.update('lexicon', { ...entry, title: 'Hostile entry', text: `<p>Stored text</p>${ALL}` })
    renderApp('/lexicon-list/1')
    await userEvent.click(await findButton('Edit Hostile entry'))
    const box = await screen.findByRole('textbox', { name: 'Text' })
    await waitFor(() => expect(box.textContent).toContain('Stored text'))
    expect(scriptableParts(document.body)).toEqual([])
  })

  test('a choice shown in the expanded row of its question (plain text, never markup)', async () => {
    fakeLiveHub()
    signInAs(store, 'chief')
    // The newest question of scale 1: the list shows newest first, so it is on page 1.
    const question = store
      .records('questions')
      .filter((q) => q.scaleId === 1)
      .sort((a, b) => b.id - a.id)[0]
    if (!question) throw new Error('no question in scale 1')
    const choice = store.records('choices').find((c) => c.questionId === question.id)
    if (!choice) throw new Error('no choice of that question')
    store.update('choices', { ...choice, text: ALL })
    renderApp('/question-list/1')
    await userEvent.click(await findButton(`Show details of ${plainName(String(question.text))}`))
    await waitFor(() => expect(document.body.textContent).toContain('<script>alert(1)</script>'))
    expect(scriptableParts(document.body)).toEqual([])
  })
})
