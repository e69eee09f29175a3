import { Fragment } from 'react'
import { useLingui } from '@lingui/react'
import { Button } from '@/ui/Button'
import { Dialog, DialogBody, DialogFooter } from '@/ui/Dialog'
import { isMac } from './gridKeys'
import { shortcutHelpClass as s } from './ShortcutHelp.styles'

/** A shortcut as the help lists it: its keys (any of them does it) and what it does. */
interface Line {
  keys: string[]
  what: string
}

function Lines({ lines }: { lines: Line[] }) {
  const { _ } = useLingui()
  return (
    <dl className={s.list}>
      {lines.map((line) => (
        <div key={line.what} className={s.line}>
          <dt className={s.keys}>
            {line.keys.map((key, i) => (
              <Fragment key={key}>
                {i > 0 && <span className={s.or}>{_('or')}</span>}
                <kbd className={s.key}>{key}</kbd>
              </Fragment>
            ))}
          </dt>
          <dd className={s.what}>{line.what}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Every shortcut of the lists and the edit dialog, in the person's language (`?` on a list). */
export function ShortcutHelp({ onClose }: { onClose(): void }) {
  const { _ } = useLingui()
  const list: Line[] = [
    { keys: ['j', '↓'], what: _('Next row; after the last row, the next page') },
    { keys: ['k', '↑'], what: _('Previous row') },
    { keys: [_('Home / End')], what: _('First or last row of the page') },
    { keys: [_('Enter')], what: _('Open the row to edit it') },
    { keys: ['x'], what: _('Select the row, or unselect it') },
    { keys: [_('Shift+x')], what: _('Select the rows from the last one selected to this one') },
    { keys: ['n'], what: _('Add a record') },
    { keys: [_('Del'), _('Backspace')], what: _('Delete the row (asks first; Undo follows)') },
    { keys: ['v'], what: _('View a row someone else is editing, read-only') },
    { keys: ['/'], what: _('Go to the list’s search') },
    { keys: ['z'], what: _('Go to the newest message’s button, such as Undo') },
    { keys: ['?'], what: _('Show these shortcuts') },
  ]
  const dialog: Line[] = [
    { keys: [isMac() ? '⌘S' : _('Ctrl+S')], what: _('Save') },
    { keys: [_('Alt+↓')], what: _('Save, then open the next row') },
    { keys: [_('Alt+↑')], what: _('Save, then open the previous row') },
  ]
  return (
    // The edit dialog's frame: full screen on a phone, its body scrolling between the title and Close, both in view.
    <Dialog title={_('Keyboard shortcuts')} onDismiss={onClose} size="phoneFull">
      <DialogBody className={s.body} scrollLabel={_('Keyboard shortcuts')}>
        <h3 className={s.heading}>{_('In a list')}</h3>
        <Lines lines={list} />
        <h3 className={s.heading}>{_('In the edit dialog')}</h3>
        <Lines lines={dialog} />
        <p className={s.note}>{_('No shortcut works while you type in a field, except saving in the edit dialog.')}</p>
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose}>{_('Close')}</Button>
      </DialogFooter>
    </Dialog>
  )
}
