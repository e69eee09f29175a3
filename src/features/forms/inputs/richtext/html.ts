import { $generateDOMFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { $getRoot, $insertNodes, $setSelection, type LexicalEditor } from 'lexical'
import { sanitizedBody } from '../../sanitize'

const withoutSpace = (text: string) => text.replace(/\s+/g, '')

/**
 * Fills an empty editor with stored HTML, sanitized first (see docs/decisions.md, "Rich text"). Runs inside
 * editor.update. True when the editor shows less text than was stored: the sanitizer removed some, so the field says
 * so rather than losing it silently at the next save. Spacing is not compared: blocks and lists space text their own way.
 */
export function $loadHtml(editor: LexicalEditor, html: string | null | undefined): boolean {
  const { body, storedText } = sanitizedBody(html)
  if (body.hasChildNodes()) {
    const nodes = $generateNodesFromDOM(editor, body)
    $getRoot().select()
    $insertNodes(nodes)
    // Loading must not move the focus into the editor.
    $setSelection(null)
  }
  return withoutSpace($getRoot().getTextContent()).length < withoutSpace(storedText).length
}

/** The editor's HTML, or null when it holds no text (an empty editor is an empty field). Runs inside a read. */
export function $readHtml(editor: LexicalEditor): string | null {
  if ($getRoot().getTextContent().trim() === '') return null
  return tidyExport($generateDOMFromNodes(document.createElement('div'), null, editor))
}

const EDITOR_CLASS = /^rt-/

/**
 * Lexical's export carries editor-only markup: `white-space` styles, theme classes, `<b><strong>` pairs and
 * `<li value>`. The stored HTML is read by other clients too, so it keeps only the plain elements. It tidies the
 * exported DOM itself: parsing the exported HTML again would meet its style attributes, which the
 * Content-Security-Policy refuses (docs/csp.md), and assign HTML to an innerHTML sink.
 */
export function tidyExport(container: HTMLElement): string {
  for (const element of Array.from(container.querySelectorAll('*'))) {
    if (/^white-space:\s*pre-wrap;?$/.test(element.getAttribute('style')?.trim() ?? ''))
      element.removeAttribute('style')
    const classes = Array.from(element.classList).filter((c) => EDITOR_CLASS.test(c))
    element.classList.remove(...classes)
    if (element.getAttribute('class') === '') element.removeAttribute('class')
    if (element.tagName === 'LI') element.removeAttribute('value')
  }
  // Innermost first, so a <b> whose <strong> was just handled is seen with its final content.
  for (const element of Array.from(container.querySelectorAll('span, b')).reverse()) {
    const bareSpan = element.tagName === 'SPAN' && element.attributes.length === 0
    const boldAroundStrong =
      element.tagName === 'B' && element.childNodes.length === 1 && element.firstElementChild?.tagName === 'STRONG'
    if (bareSpan || boldAroundStrong) element.replaceWith(...Array.from(element.childNodes))
  }
  return container.innerHTML
}
