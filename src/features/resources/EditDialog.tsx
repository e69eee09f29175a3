import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FormikProvider, useFormik } from 'formik'
import { isApiError } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import { sessionStore } from '@/api/session'
import { MESSAGES } from '@/config'
import { onSignOut } from '@/features/auth/signOut'
import { FormField } from '@/features/forms/FormField'
import { isEmptyValue } from '@/features/forms/rules'
import { formikValidationOf } from '@/features/forms/formikValidation'
import { useEditLock, type EditLock } from '@/features/live'
import { ConfirmDialog } from './ConfirmDialog'
import { ErrorDialog } from './ErrorDialog'
import { clearDraft, readDraft, saveDraft } from './drafts'
import { parseId } from './parseId'
import { listPathOf } from './listPaths'
import { useSaveRecord } from './mutations'
import { detailQueryOptions } from './queries'
import type { FieldDef } from '@/features/forms/field'
import type { ChildLink } from './declaration'
import { declarationOf } from './registry'
import type { AnyResource, BaseRecord } from './types'
import { NEW_RECORD } from './useListRoute'
import { Alert } from '@/ui/Alert'
import { Button } from '@/ui/Button'
import { Dialog, DialogBody, DialogFooter } from '@/ui/Dialog'
import { Skeleton } from '@/ui/Feedback'
import { editDialogClass as styles } from './EditDialog.styles'

type Values = Record<string, unknown>

interface EditDialogProps {
  resource: AnyResource
  /** A record id, or 'new'. */
  edit: string
  parentId: Id | undefined
  onClose(): void
  /** After Add + Save the dialog stays open as the saved record (design §8.12). */
  onCreated(id: Id): void
  finalFocusEl?: () => HTMLElement | null
}

export function dialogTitle(resource: AnyResource, id: Id | undefined): string {
  return id === undefined ? `Add ${resource.suffix}` : `Edit ${resource.suffix} (id:${String(id)})`
}

/** The edit dialog of a declaration: loads the record, edits it with the declared fields, saves it (spec §2). */
export function EditDialog({ resource, edit, parentId, onClose, onCreated, finalFocusEl }: EditDialogProps) {
  const id = edit === NEW_RECORD ? undefined : parseId(edit)
  const detail = useQuery({ ...detailQueryOptions(resource, id ?? ''), enabled: id !== undefined })
  const lock = useEditLock(resource, id)
  const dirty = useRef(false)
  // Drafts belong to the user who opened the dialog, even once a 401 has cleared the session (design §8.18).
  const [owner] = useState(() => sessionStore.get().username)
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const title = dialogTitle(resource, id)

  const requestClose = () => {
    if (dirty.current) setConfirmDiscard(true)
    else onClose()
  }
  const discard = () => {
    clearDraft(owner, resource, id)
    setConfirmDiscard(false)
    onClose()
  }

  const record = id === undefined ? newRecord(resource, parentId) : detail.data
  // A failed load is the spec's Error dialog alone (spec §8), with Retry beside Ok; Ok closes the edit (issue 20).
  if (!record && detail.isError && !detail.isFetching) {
    return <ErrorDialog error={detail.error} onClose={onClose} onRetry={() => void detail.refetch()} withServerMessage={false} />
  }
  return (
    <>
      <Dialog title={title} onDismiss={requestClose} finalFocusEl={finalFocusEl} size="phoneFull" closeOnBackdrop={false} closeButton>
        {record ? (
          <RecordForm
            resource={resource}
            id={id}
            owner={owner}
            record={record}
            lock={lock}
            dirtyRef={dirty}
            onRequestClose={requestClose}
            onClose={onClose}
            onCreated={onCreated}
          />
        ) : (
          <>
            <DialogBody>
              <div className={styles.stack} aria-busy="true" aria-label="Loading">
                {resource.fields.map((f) => <Skeleton key={f.name} input />)}
              </div>
            </DialogBody>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>Cancel</Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        title="Unsaved changes"
        message="Discard your changes?"
        confirmLabel="Discard"
        onConfirm={discard}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  )
}

function newRecord(resource: AnyResource, parentId: Id | undefined): Values {
  const values: Values = { ...resource.defaults }
  if (resource.parent && parentId !== undefined) values[resource.parent.key] = parentId
  return values
}

/** On edit an optional-on-edit field has no rules, so it is neither marked nor checked as required. */
function fieldsFor(resource: AnyResource, isNew: boolean): readonly FieldDef[] {
  if (isNew) return resource.fields
  return resource.fields.map((f) => (f.optionalOnEdit ? { ...f, rules: undefined } : f))
}

/** What the form starts with: a saved record's optional-on-edit fields (a password) are never prefilled. */
function initialValuesOf(resource: AnyResource, record: Values, isNew: boolean): Values {
  if (isNew) return record
  const values = { ...record }
  for (const f of resource.fields) if (f.optionalOnEdit) values[f.name] = ''
  return values
}

/** What a draft keeps: everything typed but a password, which never goes to storage. */
function draftOf(resource: AnyResource, values: Values): Values {
  const draft = { ...values }
  for (const f of resource.fields) if (f.input === 'password') delete draft[f.name]
  return draft
}

/** What Save sends: an optional-on-edit field left blank is left out, so the server keeps its value. */
function valuesToSend(resource: AnyResource, record: Values, values: Values, isNew: boolean): Values {
  const merged = { ...record, ...values }
  if (!isNew) for (const f of resource.fields) if (f.optionalOnEdit && isEmptyValue(merged[f.name])) delete merged[f.name]
  return merged
}

function allTouched(fields: readonly FieldDef[]) {
  return Object.fromEntries(fields.map((f) => [f.name, true]))
}

interface RecordFormProps {
  resource: AnyResource
  id: Id | undefined
  owner: string
  record: Values
  lock: EditLock
  dirtyRef: { current: boolean }
  onRequestClose(): void
  onClose(): void
  onCreated(id: Id): void
}

function RecordForm({ resource, id, owner, record, lock, dirtyRef, onRequestClose, onClose, onCreated }: RecordFormProps) {
  const navigate = useNavigate()
  const save = useSaveRecord(resource)
  const [error, setError] = useState<unknown>()
  const isNew = id === undefined
  const readOnly = lock.lockedBy !== undefined
  const fields = useMemo(() => fieldsFor(resource, isNew), [resource, isNew])
  const validationSchema = useMemo(() => formikValidationOf(resource, { isNew }), [resource, isNew])
  const [draft] = useState(() => readDraft(owner, resource, id))
  const restored = useRef(false)

  /** Sends the record merged with the form's values (design §8.13); false when it was not saved. */
  const persist = async (values: Values): Promise<BaseRecord | undefined> => {
    const merged = valuesToSend(resource, record, values, isNew)
    try {
      const saved = await save.mutateAsync(merged)
      clearDraft(owner, resource, id)
      return saved
    } catch (e) {
      if (isApiError(e) && Object.keys(e.fieldErrors).length > 0) {
        formik.setErrors(e.fieldErrors)
        void formik.setTouched({ ...formik.touched, ...allTouched(fields) }, false)
      }
      setError(e)
      return undefined
    }
  }

  const formik = useFormik<Values>({
    initialValues: initialValuesOf(resource, record, isNew),
    validationSchema,
    validateOnMount: false,
    onSubmit: async (values, helpers) => {
      const saved = await persist(values)
      if (!saved) return
      if (isNew) {
        helpers.resetForm({ values: saved })
        onCreated(saved.id)
      } else {
        onClose()
      }
    },
  })

  // Saving disables the form and the Save button, which drops the focus to <body>; once it is over, put the focus
  // back where it was (Add + Save keeps the dialog open). Layout effect: read the focus before the browser moves it.
  const submitting = formik.isSubmitting
  const focusBeforeSave = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (submitting) {
      focusBeforeSave.current = document.activeElement
      return
    }
    const before = focusBeforeSave.current
    focusBeforeSave.current = null
    const lost = !document.activeElement || document.activeElement === document.body
    if (lost && before instanceof HTMLElement && before.isConnected) before.focus()
  }, [submitting])

  const dirty = formik.dirty
  const latest = useRef({ dirty, values: formik.values, onClose })
  useLayoutEffect(() => {
    latest.current = { dirty, values: formik.values, onClose }
  })
  useEffect(() => {
    dirtyRef.current = dirty && !readOnly
  }, [dirty, readOnly, dirtyRef])

  // Someone took the row while this user was typing (their lock went in an outage): the values stay on screen,
  // read-only, and are kept as a draft for when the row is free again.
  const lostLock = readOnly && dirty
  useEffect(() => {
    if (lostLock) saveDraft(owner, resource, id, draftOf(resource, latest.current.values))
  }, [lostLock, owner, resource, id])

  // Any 401 (a save, a list, the live channel) leaves for /login: keep what was typed to restore after signing
  // in again (design §8.18).
  useEffect(
    () =>
      onSignOut((reason) => {
        const { dirty: changed, values } = latest.current
        if (reason === 'unauthorized' && changed) saveDraft(owner, resource, id, draftOf(resource, values))
      }),
    [owner, resource, id],
  )

  // A draft from an interrupted edit comes back as unsaved changes.
  const { setValues } = formik
  useEffect(() => {
    if (!draft || restored.current) return
    restored.current = true
    void setValues({ ...initialValuesOf(resource, record, isNew), ...draft }, false)
  }, [draft, record, setValues, resource, isNew])

  useEffect(() => {
    if (!dirty || readOnly) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty, readOnly])

  // The edit time is over: keep what was typed as a draft, then close (design §8.28). Once: closing navigates,
  // which renders the screen again with a new onClose while the dialog is still mounted.
  const expired = lock.expired
  useEffect(() => {
    if (!expired) return
    const { dirty: changed, values, onClose: close } = latest.current
    if (changed) saveDraft(owner, resource, id, draftOf(resource, values))
    close()
  }, [expired, owner, resource, id])

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
      <form onSubmit={formik.handleSubmit} noValidate style={{ display: 'contents' }}>
        <DialogBody>
          <div className={styles.stack}>
            {readOnly && (
              <Alert
                status="warning"
                title={`Locked by ${lock.lockedBy ?? ''}`}
                description={lostLock ? MESSAGES.lockLost(lock.lockedBy ?? '') : undefined}
              />
            )}
            {lock.warning && !readOnly && (
              <Alert
                status="info"
                className={styles.centred}
                title="This dialog closes soon; your changes will be kept as a draft."
              >
                <Button size="sm" onClick={lock.keepEditing}>Keep editing</Button>
              </Alert>
            )}
            <fieldset disabled={readOnly || formik.isSubmitting} style={{ display: 'contents' }}>
              {fields.map((f) => <FormField key={f.name} field={f} />)}
            </fieldset>
            {id !== undefined && ((resource.children?.length ?? 0) > 0 || resource.renderActions) && (
              <div className={styles.actions}>
                {resource.renderActions?.(record as BaseRecord)}
                {resource.children?.map((child) => (
                  <Button key={child.label} variant="outline" onClick={() => void openChild(child)}>
                    {child.label}
                  </Button>
                ))}
              </div>
            )}
            {draft && <p className={styles.restoredNote}>Your unsaved changes were restored.</p>}
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onRequestClose}>Cancel</Button>
          {!readOnly && <Button type="submit" loading={formik.isSubmitting}>Save</Button>}
        </DialogFooter>
      </form>
      <ErrorDialog error={error} onClose={() => setError(undefined)} />
    </FormikProvider>
  )
}
