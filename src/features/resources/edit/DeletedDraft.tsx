import { useState } from 'react'
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { Alert } from '@/ui/Alert'
import { Button } from '@/ui/Button'
import { DialogBody, DialogFooter } from '@/ui/Dialog'
import { clearDraft, type Draft } from './drafts'
import { editDialogClass as styles } from './EditDialog.styles'
import { ErrorDialog } from '../ErrorDialog'
import { applySaved, sendSave } from '../mutations'
import { recordName } from '../recordName'
import type { AnyResource } from '../types'
import ChangeList from './ChangeList'

interface DeletedDraftProps {
  resource: AnyResource
  id: Id
  owner: string
  draft: Draft
  onClose(): void
  onCreated(id: Id): void
}

/**
 * The record a draft was kept for is gone (someone deleted it meanwhile): the draft's values stay in view, and the
 * person creates the record again from them or discards them. Never a blank dialog.
 */
export default function DeletedDraft({ resource, id, owner, draft, onClose, onCreated }: DeletedDraftProps) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const [error, setError] = useState<unknown>()
  const [busy, setBusy] = useState(false)
  const values = { ...draft.base, ...draft.values }
  const shown = resource.fields.filter((f) => f.input !== 'password')

  const discard = () => {
    clearDraft(owner, resource, id)
    onClose()
  }
  const create = async () => {
    setBusy(true)
    try {
      const { id: _gone, ...record } = values
      const created = await sendSave(resource, { record })
      applySaved(queryClient, resource, created, false)
      clearDraft(owner, resource, id)
      onCreated(created.id)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <DialogBody>
        <div className={styles.stack}>
          <Alert
            status="warning"
            role="status"
            title={_('{name} was deleted since your draft.', { name: recordName(resource, { ...values, id }) })}
            description={_('Create it again with your values, or discard them.')}
          />
          <ChangeList fields={shown} after={values} label={_('Your draft')} />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={discard}>
          {_('Discard')}
        </Button>
        <Button loading={busy} onClick={() => void create()}>
          {_('Create again')}
        </Button>
      </DialogFooter>
      <ErrorDialog error={error} onClose={() => setError(undefined)} />
    </>
  )
}
