import { i18n } from '@/i18n/i18n'
import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { sessionStore } from '@/api/session'
import { useEditLock } from '@/features/live'
import { ConfirmDialog } from '../ConfirmDialog'
import { ErrorDialog } from '../ErrorDialog'
import { clearDraft, readDraft } from './drafts'
import { isApiError } from '@/api/errors'
import { lazyComponent } from '@/ui/lazyComponent'
import { newRecord } from './recordValues'
import { RecordForm } from './RecordForm'
import { parseId } from '../parseId'
import { detailQueryOptions } from '../queries'
import type { AnyResource } from '../types'
import { NEW_RECORD } from '../list/useListRoute'
import { Button } from '@/ui/Button'
import { Dialog, DialogBody, DialogFooter } from '@/ui/Dialog'
import { Skeleton } from '@/ui/Feedback'
import { editDialogClass as styles } from './EditDialog.styles'
import { useLingui } from '@lingui/react'
import { useDialogShortcuts } from './useDialogShortcuts'

interface EditDialogProps {
  resource: AnyResource
  /** A record id, or 'new'. */
  edit: string
  parentId: Id | undefined
  onClose(): void
  /**
   * After Add + Save the dialog stays open as the saved record (see docs/decisions.md, "Save answers and the dialog
   * after Add").
   */
  onCreated(id: Id): void
  finalFocusEl?: () => HTMLElement | null
  /** Alt+↓ / Alt+↑: the next (1) or previous (-1) row's dialog in place of this one, once saved. */
  onStep?(direction: 1 | -1): void
  /** Alt+↓ / Alt+↑ pressed: the next or previous record may be fetched while this one saves. */
  onStepIntent?(direction: 1 | -1): void
}

export function dialogTitle(resource: AnyResource, id: Id | undefined): string {
  const suffix = i18n._(resource.suffix)
  return id === undefined
    ? i18n._('Add {suffix}', { suffix })
    : i18n._('Edit {suffix} (id:{id})', { suffix, id: String(id) })
}

// Only for a draft whose record was deleted meanwhile.
const DeletedDraft = lazyComponent(() => import('./DeletedDraft').then((m) => m.default))

/** The edit dialog of a declaration: loads the record, edits it with the declared fields, saves it. */
export function EditDialog(props: EditDialogProps) {
  const { resource, edit, parentId, onClose, onCreated, finalFocusEl, onStep, onStepIntent } = props
  const { _ } = useLingui()
  const id = edit === NEW_RECORD ? undefined : parseId(edit)
  // Drafts belong to the user who opened the dialog, even once a 401 has cleared the session (see docs/decisions.md,
  // "Drafts and unsaved changes").
  const [owner] = useState(() => sessionStore.get().username)
  // A draft merges with the record as the server has it now, never with a cached copy (see docs/decisions.md, "Saves
  // that never overwrite").
  const [draft] = useState(() => (id === undefined ? undefined : readDraft(owner, resource, id)))
  const detail = useQuery({
    ...detailQueryOptions(resource, id ?? ''),
    enabled: id !== undefined,
    ...(draft && { refetchOnMount: 'always' as const }),
  })
  const lock = useEditLock(resource, id)
  const dirty = useRef(false)
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const title = dialogTitle(resource, id)
  const closeAfterSave = useDialogShortcuts({
    isNew: id === undefined,
    dirty,
    onStep,
    onStepIntent,
    onClose,
    expired: lock.expired,
  })

  const requestClose = () => {
    if (dirty.current) setConfirmDiscard(true)
    else onClose()
  }
  const discard = () => {
    clearDraft(owner, resource, id)
    setConfirmDiscard(false)
    onClose()
  }

  const record =
    id === undefined ? newRecord(resource, parentId) : draft && !detail.isFetchedAfterMount ? undefined : detail.data
  const deleted = draft && id !== undefined && isApiError(detail.error) && detail.error.status === 404
  // A failed load is the spec's Error dialog alone, with Retry beside Ok; Ok closes the edit.
  if (!record && !deleted && detail.isError && !detail.isFetching) {
    return (
      <ErrorDialog
        error={detail.error}
        onClose={onClose}
        onRetry={() => void detail.refetch()}
        withServerMessage={false}
      />
    )
  }
  return (
    <>
      <Dialog
        title={title}
        onDismiss={requestClose}
        finalFocusEl={finalFocusEl}
        size="phoneFull"
        closeOnBackdrop={false}
        closeButton
      >
        {deleted ? (
          <DeletedDraft
            resource={resource}
            id={id}
            owner={owner}
            draft={draft}
            onClose={onClose}
            onCreated={onCreated}
          />
        ) : record ? (
          <RecordForm
            resource={resource}
            id={id}
            owner={owner}
            record={record}
            lock={lock}
            dirtyRef={dirty}
            onRequestClose={requestClose}
            onClose={closeAfterSave}
            onCreated={onCreated}
          />
        ) : (
          <>
            <DialogBody>
              <div className={styles.stack} aria-busy="true" aria-label={_('Loading')}>
                {resource.fields.map((f) => (
                  <Skeleton key={f.name} input />
                ))}
              </div>
            </DialogBody>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {_('Cancel')}
              </Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        title={_('Unsaved changes')}
        message={_('Discard your changes?')}
        confirmLabel={_('Discard')}
        onConfirm={discard}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  )
}
