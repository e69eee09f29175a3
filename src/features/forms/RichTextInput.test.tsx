import { describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useFormikContext } from 'formik'
import type { FieldDef } from '@/features/forms/field'
import { MESSAGES } from '@/i18n/messages'
import { NOSCRIPT_BREAKOUT } from '@/test/xssVectors'
import { required } from './rules'
import { FieldHarness, formValues, renderFields, testQueryClient } from '@/test/support/forms'

function RestoreDraft() {
  const { setFieldValue } = useFormikContext()
  return (
    <button type="button" onClick={() => void setFieldValue('text', '<p class="kept">Draft text</p>')}>
      Restore draft
    </button>
  )
}

// jsdom has no layout: Lexical measures selections with these.
Range.prototype.getBoundingClientRect ??= () => new DOMRect()
Range.prototype.getClientRects ??= () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList

const text: FieldDef = { name: 'text', label: 'Text', input: 'richtext' }

async function editor() {
  // The first lazy import of Lexical can take a while on a busy machine.
  return screen.findByRole('textbox', { name: 'Text' }, { timeout: 10000 })
}

describe('rich text input', () => {
  it('is loaded lazily, then shows the stored HTML with a labelled toolbar', async () => {
    renderFields([text], { text: '<p>Hello <b>world</b></p>' })
    expect(screen.getByText('Loading Text…')).toBeTruthy()
    const box = await editor()
    await waitFor(() => expect(box.textContent).toBe('Hello world'))
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' })
    for (const name of ['Heading', 'Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Link']) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`)).not.toBeNull()
    }
  })

  it('sanitizes stored HTML before loading it', async () => {
    renderFields([text], { text: '<p>Safe</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' })
    const box = await editor()
    await waitFor(() => expect(box.textContent).toContain('Safe'))
    expect(box.innerHTML).not.toMatch(/onerror|script/)
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })

  it('shows the text on both sides of a noscript whose attribute closes it, and keeps it when edited', async () => {
    const user = userEvent.setup()
    renderFields([text], { text: NOSCRIPT_BREAKOUT })
    const box = await editor()
    await waitFor(() => expect(box.textContent).toContain('AFTER'))
    expect(box.textContent).toContain('BEFORE')
    expect(box.innerHTML).not.toMatch(/onerror|<img|noscript/i)
    expect(screen.queryByText(MESSAGES.richTextRemoved)).toBeNull()
    await user.click(box)
    await user.keyboard('!')
    await waitFor(() => expect(formValues().text).not.toBe(NOSCRIPT_BREAKOUT))
    expect(String(formValues().text)).toMatch(/BEFORE.*AFTER/)
  })

  it('says, before any edit, that stored text it cannot show was removed; the value stays as stored', async () => {
    const stored = '<p>Shown</p><svg><text>Hidden words</text></svg>'
    renderFields([text], { text: stored })
    const box = await editor()
    await waitFor(() => expect(box.textContent).toBe('Shown'))
    const note = await screen.findByRole('alert')
    expect(note.textContent).toBe(MESSAGES.richTextRemoved)
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(note.id)
    expect(formValues().text).toBe(stored)
  })

  it('says nothing when only code was removed: scripts, styles, handlers', async () => {
    renderFields([text], {
      text: '<style>p { color: red }</style><p>Safe</p><img src=x onerror=alert(1)><script>x()</script>',
    })
    const box = await editor()
    await waitFor(() => expect(box.textContent).toBe('Safe'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps unedited stored HTML byte for byte, even HTML Lexical would write differently', async () => {
    const stored = '<h2 class="x">Title</h2><p>Body</p>'
    renderFields([text], { text: stored })
    const box = await editor()
    await waitFor(() => expect(box.textContent).toContain('Body'))
    // Loading turned the h2 into the one allowed heading level…
    expect(box.querySelector('h1')?.textContent).toBe('Title')
    expect(box.querySelector('h2')).toBeNull()
    // …but nothing was edited, so the form still holds what was stored.
    expect(formValues().text).toBe(stored)
  })

  it('stores the edited content as HTML, with h1 as the only heading', async () => {
    const user = userEvent.setup()
    renderFields([text], { text: '<h3>Old</h3>' })
    const box = await editor()
    await waitFor(() => expect(box.textContent).toBe('Old'))
    await act(async () => {
      box.focus()
    })
    await user.click(box)
    await user.keyboard('er')
    await waitFor(() => expect(String(formValues().text)).toMatch(/<h1[^>]*>.*<\/h1>/))
    expect(String(formValues().text)).not.toMatch(/<h3/)
  })

  it('describes the editor by its error once the field was left', async () => {
    const user = userEvent.setup()
    renderFields([{ ...text, rules: [required()] }], { text: null })
    const box = await editor()
    await user.click(box)
    await user.tab()
    const message = await screen.findByText('This field is required.')
    await waitFor(() => expect(box.getAttribute('aria-describedby')).toBe(message.id))
    expect(box.getAttribute('aria-invalid')).toBe('true')
  })

  it('shows a value set from outside, like a restored draft, and keeps it until edited', async () => {
    const user = userEvent.setup()
    render(
      <FieldHarness fields={[text]} initialValues={{ text: '<p>Saved</p>' }} client={testQueryClient()}>
        <RestoreDraft />
      </FieldHarness>,
    )
    const box = await editor()
    await waitFor(() => expect(box.textContent).toBe('Saved'))
    await user.click(screen.getByRole('button', { name: 'Restore draft' }))
    await waitFor(() => expect(box.textContent).toBe('Draft text'))
    expect(formValues().text).toBe('<p class="kept">Draft text</p>')
  })

  it('is read-only inside a disabled dialog (record locked by someone else)', async () => {
    render(
      <FieldHarness fields={[text]} initialValues={{ text: '<p>Locked</p>' }} client={testQueryClient()} disabled />,
    )
    const box = await editor()
    await waitFor(() => expect(box.getAttribute('contenteditable')).toBe('false'))
  })

  it('toolbar buttons format the selection: Heading makes an h1, Bold makes bold text', async () => {
    const user = userEvent.setup()
    renderFields([text], { text: '<p>Plain</p>' })
    const box = await editor()
    await waitFor(() => expect(box.textContent).toBe('Plain'))
    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Heading' }))
    await waitFor(() => expect(String(formValues().text)).toMatch(/^<h1[^>]*>.*Plain.*<\/h1>$/))
    expect(screen.getByRole('button', { name: 'Heading' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(box)
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('button', { name: 'Bold' }))
    await waitFor(() => expect(formValues().text).toBe('<h1><strong>Plain</strong></h1>'))
  })
})
