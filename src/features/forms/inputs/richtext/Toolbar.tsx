import { useEffect, useState } from 'react'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { $createHeadingNode, $isHeadingNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $getNearestNodeOfType } from '@lexical/utils'
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical'
import { Bold, Heading1, Italic, Link, List, ListOrdered, Underline } from 'lucide-react'
import { Button } from '@/ui/Button'
import { IconButton } from '@/ui/IconButton'
import { Input } from '@/ui/Input'
import { richTextToolbarClass as styles } from './Toolbar.styles'
import { useLingui } from '@lingui/react'

interface ActiveFormats {
  bold: boolean
  italic: boolean
  underline: boolean
  heading: boolean
  bullet: boolean
  number: boolean
  link: boolean
}

const NONE: ActiveFormats = {
  bold: false,
  italic: false,
  underline: false,
  heading: false,
  bullet: false,
  number: false,
  link: false,
}

function $activeFormats(): ActiveFormats {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return NONE
  const anchor = selection.anchor.getNode()
  const block = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow()
  const list = $getNearestNodeOfType(anchor, ListNode)
  const listType = $isListNode(list) ? list.getListType() : undefined
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    heading: $isHeadingNode(block),
    bullet: listType === 'bullet',
    number: listType === 'number',
    link: $isLinkNode(anchor.getParent()) || $isLinkNode(anchor),
  }
}

/** Only http(s) and mailto links; a bare host gets https:// (javascript: and the like never reach the HTML). */
export function normalizeLink(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) return trimmed
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null
  return `https://${trimmed}`
}

function toggleHeading(editor: LexicalEditor, on: boolean) {
  editor.update(() => {
    const selection = $getSelection()
    if ($isRangeSelection(selection))
      $setBlocksType(selection, () => (on ? $createHeadingNode('h1') : $createParagraphNode()))
  })
}

/** Heading 1, bold, italic, underline, lists and links; every button named and showing whether it is on. */
export function Toolbar({ label }: { label: string }) {
  const { _ } = useLingui()
  const [editor] = useLexicalComposerContext()
  const [active, setActive] = useState<ActiveFormats>(NONE)
  const [linkDraft, setLinkDraft] = useState<string | null>(null)

  useEffect(
    () => editor.registerUpdateListener(({ editorState }) => setActive(editorState.read($activeFormats))),
    [editor],
  )

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type)
  const tool = (name: string, pressed: boolean, onClick: () => void, icon: React.ReactNode) => (
    <IconButton
      key={name}
      size="xs"
      variant={pressed ? 'solid' : 'ghost'}
      aria-label={name}
      aria-pressed={pressed}
      title={name}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </IconButton>
  )
  const applyLink = () => {
    const url = normalizeLink(linkDraft ?? '')
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url)
    setLinkDraft(null)
  }

  return (
    <div role="toolbar" aria-label={_('{field} formatting', { field: label })} className={styles.bar}>
      {tool(_('Heading'), active.heading, () => toggleHeading(editor, !active.heading), <Heading1 />)}
      {tool(_('Bold'), active.bold, () => format('bold'), <Bold />)}
      {tool(_('Italic'), active.italic, () => format('italic'), <Italic />)}
      {tool(_('Underline'), active.underline, () => format('underline'), <Underline />)}
      {tool(
        _('Bulleted list'),
        active.bullet,
        () => editor.dispatchCommand(active.bullet ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined),
        <List />,
      )}
      {tool(
        _('Numbered list'),
        active.number,
        () => editor.dispatchCommand(active.number ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined),
        <ListOrdered />,
      )}
      {tool(
        _('Link'),
        active.link,
        () => (active.link ? editor.dispatchCommand(TOGGLE_LINK_COMMAND, null) : setLinkDraft('')),
        <Link />,
      )}
      {linkDraft !== null && (
        <div className={styles.linkRow}>
          <Input
            size="xs"
            aria-label={_('Link address')}
            placeholder={_('https://…')}
            autoFocus
            value={linkDraft}
            onChange={(e) => setLinkDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                applyLink()
              } else if (e.key === 'Escape') {
                // Closes the link field only: not the dialog (its Esc is the keydown's default action).
                e.preventDefault()
                e.stopPropagation()
                setLinkDraft(null)
              }
            }}
          />
          <Button size="xs" onMouseDown={(e) => e.preventDefault()} onClick={applyLink}>
            {_('Apply link')}
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setLinkDraft(null)}>
            {_('Cancel')}
          </Button>
        </div>
      )}
    </div>
  )
}
