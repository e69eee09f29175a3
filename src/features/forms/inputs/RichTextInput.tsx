import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useField } from 'formik'
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { HeadingNode } from '@lexical/rich-text'
import { $getRoot, type EditorState, type LexicalEditor } from 'lexical'
import type { FieldDef } from '@/features/forms/field'
import { cx } from '@/ui/cx'
import { useFieldControl } from '@/ui/Field'
import { paletteClass } from '@/ui/palette'
import { MESSAGES } from '@/i18n/messages'
import { FieldNote } from './FieldNote'
import { FieldShell } from './FieldShell'
import { useFieldsetDisabled } from './useFieldsetDisabled'
import { useVisibleError } from './useVisibleError'
import { $loadHtml, $readHtml } from './richtext/html'
import { normalizeLink, Toolbar } from './richtext/Toolbar'
import { richTextClass as styles } from './RichTextInput.styles'

const THEME = {
  text: { bold: 'rt-bold', italic: 'rt-italic', underline: 'rt-underline' },
}

/** The spec allows heading level 1 only: any other heading (pasted h2–h6, stored HTML) becomes h1. */
function OnlyHeadingOne() {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      editor.registerNodeTransform(HeadingNode, (node) => {
        if (node.getTag() !== 'h1') node.setTag('h1')
      }),
    [editor],
  )
  return null
}

interface LoadedContent {
  stored: string | null
  html: string | null
  current: string | null
  /** The editor shows less of `stored` than it holds: the sanitizer removed some of its text. */
  removed: boolean
}

/**
 * A value set from outside the editor (a restored draft, a reset form) replaces the content; the editor's own
 * changes come back here as the value it already holds and are left alone.
 */
function FollowFormValue({ value, loadedRef }: { value: string | null; loadedRef: RefObject<LoadedContent> }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    const loaded = loadedRef.current
    if (value === loaded.current) return
    loaded.stored = value
    loaded.current = value
    editor.update(
      () => {
        $getRoot().clear()
        loaded.removed = $loadHtml(editor, value)
        loaded.html = $readHtml(editor)
      },
      // Not an edit: OnChangePlugin ignores history-merge updates, and undo does not return to the old text.
      { tag: 'history-merge' },
    )
  }, [editor, value, loadedRef])
  return null
}

/** Tells the field whether the last load of stored HTML left text out: after the first load, and after each update. */
function ReportRemovedText(props: { loadedRef: RefObject<LoadedContent>; onReport: (removed: boolean) => void }) {
  const { loadedRef, onReport } = props
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    onReport(loadedRef.current.removed)
    return editor.registerUpdateListener(() => onReport(loadedRef.current.removed))
  }, [editor, loadedRef, onReport])
  return null
}

/** A read-only dialog (locked record, saving) makes the editor read-only too. */
function EditableUnless({ disabled }: { disabled: boolean }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => editor.setEditable(!disabled), [editor, disabled])
  return null
}

interface EditableProps {
  label: string
  error: string | undefined
  /** The id of a note on the loaded content. */
  note: string | undefined
  onBlur: () => void
}

/** The editable area, named by the field's label and described by its help and error (the kit Field's ids). */
function Editable({ label, error, note, onBlur }: EditableProps) {
  const control = useFieldControl()
  const describedBy = [control?.['aria-describedby'], note].filter(Boolean).join(' ')
  return (
    <ContentEditable
      aria-label={label}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy || undefined}
      aria-required={control?.required}
      aria-multiline
      onBlur={onBlur}
      style={{ minHeight: '6rem', padding: '0.5rem 0.75rem', outline: 'none' }}
    />
  )
}

const validateLink = (url: string) => normalizeLink(url) === url

/**
 * Lexical rich text storing HTML (see docs/decisions.md, "Rich text"). The stored HTML is sanitized before loading;
 * until the user changes something the field keeps the stored HTML byte for byte, so opening and saving changes
 * nothing.
 */
export default function RichTextInput({ field }: { field: FieldDef }) {
  const [props, , helpers] = useField<string | null>(field.name)
  const error = useVisibleError(field.name)
  const frame = useRef<HTMLDivElement>(null)
  const disabled = useFieldsetDisabled(frame)
  // What the editor holds: `stored` as loaded, `html` its Lexical rendering, `current` the form value it stands for.
  const loadedRef = useRef<LoadedContent>({ stored: props.value, html: null, current: props.value, removed: false })
  const [removed, setRemoved] = useState(false)
  const noteId = useId()
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: `richtext-${field.name}`,
    nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
    theme: THEME,
    onError: (e: Error) => {
      throw e
    },
    editorState: (editor: LexicalEditor) => {
      const loaded = loadedRef.current
      loaded.removed = $loadHtml(editor, loaded.stored)
      loaded.html = $readHtml(editor)
    },
  }))

  const onChange = (state: EditorState, editor: LexicalEditor) => {
    const html = state.read(() => $readHtml(editor), { editor })
    // Back to what was loaded (e.g. after undo): the stored HTML, not Lexical's rendering of it.
    const loaded = loadedRef.current
    const next = html === loaded.html ? loaded.stored : html
    loaded.current = next
    if (next !== props.value) void helpers.setValue(next)
  }

  return (
    <FieldShell field={field} error={error}>
      <div
        ref={frame}
        className={cx(styles.frameStyle, paletteClass.brand)}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <LexicalComposer initialConfig={initialConfig}>
          <Toolbar label={field.label} />
          <div className={styles.editorArea}>
            <RichTextPlugin
              contentEditable={
                <Editable
                  label={field.label}
                  error={error}
                  note={removed ? noteId : undefined}
                  onBlur={() => void helpers.setTouched(true)}
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <HistoryPlugin />
          <ListPlugin />
          <LinkPlugin validateUrl={validateLink} />
          <OnlyHeadingOne />
          <EditableUnless disabled={disabled} />
          <FollowFormValue value={props.value ?? null} loadedRef={loadedRef} />
          <OnChangePlugin ignoreSelectionChange onChange={onChange} />
          <ReportRemovedText loadedRef={loadedRef} onReport={setRemoved} />
        </LexicalComposer>
      </div>
      {removed && (
        <FieldNote error id={noteId}>
          {MESSAGES.richTextRemoved}
        </FieldNote>
      )}
    </FieldShell>
  )
}
