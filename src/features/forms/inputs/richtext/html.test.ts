import { describe, expect, it } from 'vitest'
import { tidyExport } from './html'

/** What Lexical's export DOM holds, as HTML. */
function tidyHtml(html: string): string {
  const container = document.createElement('div')
  container.innerHTML = html
  return tidyExport(container)
}

describe('tidyExport', () => {
  it("drops Lexical's editor-only markup and keeps the plain elements", () => {
    const exported =
      '<h1><span style="white-space: pre-wrap;">Title</span></h1><p><span style="white-space: pre-wrap;">plain </span>' +
      '<b><strong class="rt-bold" style="white-space: pre-wrap;">bold</strong></b>' +
      '<i><b><strong class="rt-bold rt-italic" style="white-space: pre-wrap;">bi</strong></b></i>' +
      '<u><span class="rt-underline" style="white-space: pre-wrap;">u</span></u>' +
      '<a href="https://x.y"><span style="white-space: pre-wrap;">link</span></a></p>' +
      '<ul><li value="1"><span style="white-space: pre-wrap;">one</span></li></ul>'
    expect(tidyHtml(exported)).toBe(
      '<h1>Title</h1><p>plain <strong>bold</strong><i><strong>bi</strong></i><u>u</u><a href="https://x.y">link</a></p><ul><li>one</li></ul>',
    )
  })

  it('keeps attributes that are not the editor’s own', () => {
    expect(tidyHtml('<p><span class="note" style="color: red">x</span></p>')).toBe(
      '<p><span class="note" style="color: red">x</span></p>',
    )
  })
})
