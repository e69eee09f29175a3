import type { ReactNode } from 'react'
import { CELL_TEXT_MAX, CELL_TITLE_MAX } from '@/config'

const ELLIPSIS = '…'

/** `text` in at most `max` characters: a longer one is cut, the last character an ellipsis. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text
  let end = max - ELLIPSIS.length
  // Never half of a character written as two UTF-16 units (an emoji): the half would show as a replacement glyph.
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return text.slice(0, end) + ELLIPSIS
}

/**
 * A list cell's content with a long text value cut (see docs/decisions.md, "What a list answer may hold"): a
 * 2,000,000-character value would otherwise be laid out whole in its row. The cut text's tooltip carries more of it;
 * the edit dialog shows all of it. Short text and elements pass through unchanged.
 */
export function clippedText(content: ReactNode): ReactNode {
  if (typeof content !== 'string' || content.length <= CELL_TEXT_MAX) return content
  return <span title={clipText(content, CELL_TITLE_MAX)}>{clipText(content, CELL_TEXT_MAX)}</span>
}
