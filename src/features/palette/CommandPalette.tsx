import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useLingui } from '@lingui/react'
import { useSession } from '@/features/auth/useSession'
import type { ResourceName } from '@/features/resources/declaration'
import { cx } from '@/ui/cx'
import { Dialog, DialogBody } from '@/ui/Dialog'
import { Input } from '@/ui/Input'
import { paletteClass } from '@/ui/palette'
import { paletteStyles as s } from './CommandPalette.styles'
import { fetchHits } from './fetchHits'
import { LiveGroups } from './LiveGroups'
import { openOption } from './openOption'
import { hitOptions, idleOptions, type PaletteOption } from './paletteOptions'
import { PaletteOptionView } from './PaletteOptionView'
import { recentRecords } from './recentRecords'
import { searchedLists } from './searchedLists'
import { usePaletteSearch } from './usePaletteSearch'
import { useActiveOption } from './useActiveOption'
import { useSearchStatus } from './useSearchStatus'

export interface CommandPaletteProps {
  /** What was typed into the toolbar's box to open it. */
  initialText: string
  onClose(): void
}

/**
 * One search box for everything (docs/decisions.md, "Search across lists"): a combobox whose listbox offers the
 * records of every list the user's roles open, or, before anything is typed, the menu's screens, New for each list
 * and the records opened last. The focus stays in the box; the active option is its aria-activedescendant.
 */
export function CommandPalette({ initialText, onClose }: CommandPaletteProps) {
  const { _ } = useLingui()
  const session = useSession()
  const navigate = useNavigate()
  const lists = useMemo(() => searchedLists(session), [session])
  const [text, setText] = useState(initialText)
  const { search, setText: searchFor } = usePaletteSearch(lists, fetchHits)
  const recent = useMemo(() => recentRecords(session.username), [session.username])
  const typed = text.trim() !== ''
  const options = useMemo(
    () => (typed ? hitOptions(lists, search.outcomes) : idleOptions(session, recent)),
    [typed, lists, search.outcomes, session, recent],
  )
  const { index, active, onKey, setActiveKey } = useActiveOption(options)
  const status = useSearchStatus(text, search, options.length)
  const listId = useId()
  const optionId = (i: number) => `${listId}-${i}`
  const input = useRef<HTMLInputElement>(null)
  const chosen = useRef(false)

  // After the dialog's focus trap has placed the focus (its layout effect): the box takes it, with what was typed.
  useEffect(() => {
    input.current?.focus()
    searchFor(initialText)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, [])
  useEffect(() => {
    if (index >= 0) document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' })
  })

  const choose = (option: PaletteOption) => {
    chosen.current = true
    onClose()
    void openOption(navigate, option)
  }
  const hitLists = [
    ...new Set(options.flatMap((o) => (o.record && o.resource ? [o.resource.name as ResourceName] : []))),
  ]

  return (
    <Dialog
      title={_('Search')}
      onDismiss={onClose}
      size="phoneFull"
      closeButton
      // A chosen option opens a list: the focus then waits on the screen, as after a list's own dialog.
      finalFocusEl={() => (chosen.current ? document.getElementById('main') : null)}
    >
      <DialogBody>
        <div className={s.field}>
          <Search aria-hidden size={18} />
          <Input
            ref={input}
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={index >= 0 ? optionId(index) : undefined}
            aria-label={_('Search records, screens and actions')}
            placeholder={_('Search records, screens and actions')}
            className={s.input}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              setActiveKey(undefined)
              searchFor(e.target.value)
            }}
            onKeyDown={(e) => {
              if (onKey(e)) return
              if (e.key === 'Enter' && active) {
                e.preventDefault()
                choose(active)
              }
            }}
          />
        </div>
        <p role="status" className={s.status}>
          {status}
        </p>
        <ul role="listbox" id={listId} aria-label={_('Results')} className={cx(s.list, paletteClass.brand)}>
          {options.map((option, i) => (
            <li
              key={option.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === index}
              className={s.option}
              // The focus stays in the box: a click chooses without taking it.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              <PaletteOptionView option={option} sectionStart={i === 0 || options[i - 1]?.section !== option.section} />
            </li>
          ))}
        </ul>
        <p className={s.hint} aria-hidden>
          {_('↑ ↓ to move, Enter to open, Esc to close')}
        </p>
        <LiveGroups names={hitLists} />
      </DialogBody>
    </Dialog>
  )
}
