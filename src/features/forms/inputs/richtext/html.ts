import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { $getRoot, $insertNodes, $setSelection, type LexicalEditor } from 'lexical'
import { sanitizeHtml } from '../../sanitize'

/** Fills an empty editor with stored HTML, sanitized first (design §8.21). Runs inside editor.update. */
export function $loadHtml(editor: LexicalEditor, html: string | null | undefined) {
  const clean = sanitizeHtml(html)
  if (!clean) return
  const dom = new DOMParser().parseFromString(clean, 'text/html')
  const nodes = $generateNodesFromDOM(editor, dom)
  $getRoot().select()
  $insertNodes(nodes)
  // Loading must not move the focus into the editor.
  $setSelection(null)
}

/** The editor's HTML, or null when it holds no text (an empty editor is an empty field). Runs inside a read. */
export function $readHtml(editor: LexicalEditor): string | null {
  if ($getRoot().getTextContent().trim() === '') return null
  return $generateHtmlFromNodes(editor, null)
}
