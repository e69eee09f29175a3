import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { FormikProvider, useFormik } from 'formik'
import { isApiError } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import { formikValidationOf } from '@/features/forms/formikValidation'
import { serverFieldErrors } from '@/features/forms/serverFieldErrors'
import type { EditLock } from '@/features/live'
import { Alert } from '@/ui/Alert'
import { Button } from '@/ui/Button'
import { DialogBody, DialogFooter } from '@/ui/Dialog'
import type { ChildLink } from '../declaration'
import { clearDraft, type Draft } from './drafts'
import { editDialogClass as styles } from './EditDialog.styles'
import { ErrorDialog } from '../ErrorDialog'
import { listPathOf } from '../list/listPaths'
import { LockBanner } from '../rows/locks/LockBanner'
import { declarationOf } from '../registry'
import type { AnyResource, BaseRecord } from '../types'
import { allTouched, fieldsChanged, fieldsFor, initialValuesOf, type Values } from './recordValues'
import { useBeforeUnload } from './useBeforeUnload'
import { useDraft } from './useDraft'
import { useFirstFieldFocus } from './useFirstFieldFocus'
import { useFocusReturn } from './useFocusReturn'
import { useInvalidFieldFocus } from './useInvalidFieldFocus'
import { useLatest } from './useLatest'
import { useLiveRecord } from './useLiveRecord'
import { useLockLoss } from './useLockLoss'
import { SecondsLeft } from './SecondsLeft'
import { sayTimeRanOut, useTimeLimit } from './useTimeLimit'
import { useCheckedSave } from './useCheckedSave'
import { useUndoableSave } from './useUndoableSave'
import { MergeNoticeAlert } from './MergeNoticeAlert'
import { FormFields } from './FormFields'
import { ChangesToggle, useChangesToggle } from './ChangesToggle'
import { lazyComponent } from '@/ui/lazyComponent'
import { useLingui } from '@lingui/react'

// Shown only on request: its code (and the sanitizer rich text needs) loads then.
const ChangeList = lazyComponent(() => import('./ChangeList').then((m) => m.default))

interface RecordFormProps {
  resource: AnyResource
  id: Id | undefined
  owner: string
  record: Values
  lock: EditLock
  /** Set while the form has unsaved changes that Cancel must confirm. */
  dirtyRef: { current: boolean }
  onRequestClose(): void
  onClose(): void
  onCreated(id: Id): void
}

/**
 * The edit dialog's form: the declared fields over a record, Save, the lock's banners and the child links. What happens
 * around the edit is each in its hook: the focus after a save, the draft (restored, kept on a 401, a lost lock or the
 * time limit), the page-leave warning.
 */
export function RecordForm({
  resource,
  id,
  owner,
  record,
  lock,
  dirtyRef,
  onRequestClose,
  onClose,
  onCreated,
}: RecordFormProps) {
  const { _ } = useLingui()
  const navigate = useNavigate()
  const isNew = id === undefined
  const checked = useCheckedSave({ resource, id, record, lock })
  const { saveFrom } = useUndoableSave(resource, owner, record)
  const [error, setError] = useState<unknown>()
  const [mustChoose, setMustChoose] = useState(false)
  const changeList = useChangesToggle()
  const readOnly = lock.lockedBy !== undefined
  const fields = useMemo(() => fieldsFor(resource, isNew), [resource, isNew])
  const validationSchema = useMemo(() => formikValidationOf(resource, { isNew }), [resource, isNew])

  /**
   * Sends the record merged with the form's values (see docs/decisions.md, "Save keeps unknown fields" and "Saves that
   * never overwrite"); undefined when it was not saved, or when a merge now waits for the person's eye.
   */
  const persist = async (values: Values): Promise<BaseRecord | undefined> => {
    if (checked.unresolved.length > 0) {
      setMustChoose(true)
      fieldsBox.current?.querySelector<HTMLInputElement>(`[data-conflict] input`)?.focus()
      return undefined
    }
    try {
      const result = await checked.send(values, isNew, saveFrom(checked.base.current))
      if ('merged' in result) {
        void formik.setValues(result.merged, false)
        return undefined
      }
      clearDraft(owner, resource, id)
      return result.saved
    } catch (e) {
      if (isApiError(e) && Object.keys(e.fieldErrors).length > 0)
        formik.setStatus(serverFieldErrors(e.fieldErrors, values))
      setError(e)
      return undefined
    }
  }

  const formik = useFormik<Values>({
    initialValues: initialValuesOf(resource, record, isNew),
    validationSchema,
    validateOnMount: false,
    onSubmit: async (values, helpers) => {
      validSubmit()
      const saved = await persist(values)
      if (!saved) return
      if (isNew) {
        helpers.resetForm({ values: saved })
        checked.rebase(saved)
        onCreated(saved.id)
      } else {
        onClose()
      }
    },
  })
  useFocusReturn(formik.isSubmitting)
  const fieldsBox = useRef<HTMLFieldSetElement>(null)
  useFirstFieldFocus(fieldsBox)
  const validSubmit = useInvalidFieldFocus(fieldsBox, formik.submitCount, formik.isSubmitting)

  const dirty = formik.dirty
  // Before the paint: a Cancel pressed as soon as a saved form shows must not ask about the changes just saved.
  useLayoutEffect(() => {
    dirtyRef.current = dirty && !readOnly
  }, [dirty, readOnly, dirtyRef])
  useBeforeUnload(dirty && !readOnly)

  const restore = (draft: Draft) => void formik.setValues(checked.mergeDraft(draft, record), false)
  const latest = useLatest({ dirty, values: formik.values, base: isNew ? undefined : checked.base.current })
  const { draft, keep } = useDraft({ owner, resource, id, latest, restore })
  const lostLock = readOnly && dirty
  useLockLoss(lostLock, keep)
  useTimeLimit(lock.expired, () => {
    if (dirty) keep()
    sayTimeRanOut(resource, isNew ? undefined : (record as BaseRecord), dirty)
    onClose()
  })
  const updated = useLiveRecord(record, {
    enabled: !isNew,
    readOnly,
    dirty,
    reset: (latestRecord) => {
      checked.rebase(latestRecord)
      formik.resetForm({ values: initialValuesOf(resource, latestRecord, false) })
    },
  })
  const choose = (name: string, side: 'mine' | 'theirs') => {
    void formik.setFieldValue(name, checked.choose(name, side), false)
    setMustChoose(false)
  }
  const serverValues = initialValuesOf(resource, checked.base.current, isNew)
  const changed = isNew || readOnly ? [] : fieldsChanged(fields, serverValues, formik.values)

  const openChild = async (child: ChildLink) => {
    if (id === undefined) return
    void formik.setTouched(allTouched(fields), false)
    const errors = await formik.validateForm()
    if (Object.keys(errors).length > 0) return
    if (formik.dirty && !readOnly) {
      const saved = await persist(formik.values)
      if (!saved) return
      formik.resetForm({ values: saved })
    }
    void navigate({ href: listPathOf(declarationOf(child.resource), id) })
  }

  return (
    <FormikProvider value={formik}>
      <form onSubmit={formik.handleSubmit} noValidate style={{ display: 'contents' }} data-record-form="">
        <DialogBody>
          <div className={styles.stack}>
            {readOnly && id !== undefined && (
              <LockBanner resource={resource} record={record} lock={lock} lostLock={lostLock} updated={updated} />
            )}
            {lock.warning && !readOnly && (
              <Alert
                status="info"
                className={styles.centred}
                title={_('This dialog closes soon; your changes will be kept as a draft.')}
                description={<SecondsLeft />}
              >
                <Button size="sm" onClick={lock.keepEditing}>
                  {_('Keep editing')}
                </Button>
              </Alert>
            )}
            {checked.notice && !readOnly && (
              <MergeNoticeAlert
                notice={checked.notice}
                conflicts={checked.conflicts.length > 0}
                mustChoose={mustChoose}
              />
            )}
            <FormFields
              ref={fieldsBox}
              fields={fields}
              disabled={readOnly || formik.isSubmitting}
              conflicts={checked.conflicts}
              chosen={checked.chosen}
              onChoose={choose}
            />
            {id !== undefined && ((resource.children?.length ?? 0) > 0 || resource.renderActions) && (
              <div className={styles.actions}>
                {resource.renderActions?.(record as BaseRecord)}
                {resource.children?.map((child) => (
                  <Button key={child.label} variant="outline" onClick={() => void openChild(child)}>
                    {_(child.label)}
                  </Button>
                ))}
              </div>
            )}
            {draft && <p className={styles.restoredNote}>{_('Your unsaved changes were restored.')}</p>}
            {changeList.open && changed.length > 0 && (
              <ChangeList id={changeList.id} fields={changed} before={serverValues} after={formik.values} />
            )}
          </div>
        </DialogBody>
        <DialogFooter>
          <ChangesToggle
            count={changed.length}
            open={changeList.open}
            controls={changeList.id}
            onToggle={changeList.toggle}
          />
          <Button variant="outline" onClick={onRequestClose}>
            {_('Cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={formik.isSubmitting}>
              {_('Save')}
            </Button>
          )}
        </DialogFooter>
      </form>
      <ErrorDialog error={error} onClose={() => setError(undefined)} />
    </FormikProvider>
  )
}
