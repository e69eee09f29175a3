import { useEffect, useState } from 'react'
import { Search } from 'lucide-react'
import { useLingui } from '@lingui/react'
import { afterFirstPaint } from '@/features/navigation/firstPaint'
import { whenIdle } from '@/features/navigation/idleSlices'
import { ToolbarSearch } from '@/features/shell/Toolbar'
import { IconButton } from '@/ui/IconButton'
import { lazyComponent } from '@/ui/lazyComponent'
import { launcherStyles as s } from './PaletteLauncher.styles'
import { RecentRecorder } from './RecentRecorder'
import { isPaletteShortcut, paletteShortcutLabel } from './shortcut'
import { useOpenedRecord } from './useOpenedRecord'

// Not in any first load: the palette's code loads once the page is idle after its first paint, or sooner when the box
// is focused or pointed at, or the shortcut pressed.
const CommandPalette = lazyComponent(() => import('./CommandPalette').then((m) => m.CommandPalette))

const preload = () => void CommandPalette.preload().catch(() => undefined)
const dialogOpen = () => document.querySelector('dialog[data-kit-dialog][open]') !== null

/**
 * The toolbar's search box, and Ctrl+K (⌘K on a Mac): both open the command palette, the box with what is typed into
 * it. On a phone, where the toolbar has no room for the box, a search button opens it.
 */
export function PaletteLauncher() {
  const { _ } = useLingui()
  const [open, setOpen] = useState<{ text: string } | undefined>(undefined)
  const opened = useOpenedRecord()
  // The palette's code runs while the page is idle after its first paint: the first open on a phone then renders at
  // once, where waiting for the chunk took a round trip and its parse (docs/bench.md, "Command palette").
  useEffect(() => {
    let cancelIdle: (() => void) | undefined
    const cancelWait = afterFirstPaint(() => (cancelIdle = whenIdle(preload)))
    return () => {
      cancelWait()
      cancelIdle?.()
    }
  }, [])

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      // Over another dialog (an edit) the shortcut is the dialog's business.
      if (!isPaletteShortcut(e) || (dialogOpen() && !open)) return
      e.preventDefault()
      preload()
      setOpen((o) => o ?? { text: '' })
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open])

  const openWith = (text: string) => {
    preload()
    setOpen({ text })
  }
  const label = _('Search everything ({shortcut})', { shortcut: paletteShortcutLabel() })
  return (
    <>
      <ToolbarSearch
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        value=""
        onFocus={preload}
        onPointerEnter={preload}
        onChange={(e) => openWith(e.target.value)}
        onClick={() => openWith('')}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== 'ArrowDown') return
          e.preventDefault()
          openWith('')
        }}
      />
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        className={s.phoneButton}
        onPointerDown={preload}
        onClick={() => openWith('')}
      >
        <Search aria-hidden />
      </IconButton>
      {open && <CommandPalette initialText={open.text} onClose={() => setOpen(undefined)} />}
      {opened && <RecentRecorder key={`${opened.name}:${opened.edit}`} name={opened.name} edit={opened.edit} />}
    </>
  )
}
