import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Alert, Button, Dialog, Flex, Portal, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FormikProvider, useFormik, type FormikErrors } from 'formik'
import { isApiError } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import { FormField } from '@/features/forms/FormField'
import { validateRecord } from '@/features/forms/validate'
import { useEditLock, type EditLock } from '@/features/live'
import { ConfirmDialog } from './ConfirmDialog'
import { ErrorDialog } from './ErrorDialog'
import { clearDraft, readDraft, saveDraft } from './drafts'
import { parseId } from './endpoint'
import { listPathOf } from './listPaths'
import { useSaveRecord } from './mutations'
import { detailQueryOptions } from './queries'
import type { AnyResource, BaseRecord, ChildDef, FieldDef } from './types'
import { NEW_RECORD } from './useListRoute'

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
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const title = dialogTitle(resource, id)

  const requestClose = () => {
    if (dirty.current) setConfirmDiscard(true)
    else onClose()
  }
  const discard = () => {
    clearDraft(resource, id)
    setConfirmDiscard(false)
    onClose()
  }

  const record = id === undefined ? newRecord(resource, parentId) : detail.data
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && requestClose()}
      finalFocusEl={finalFocusEl}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The full-screen size's height, margin and square corners are not undone by the md size: reset them. */}
          <Dialog.Content minH={{ md: 'auto' }} my={{ md: '12' }} borderRadius={{ md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <Button aria-label="Close" variant="ghost" size="sm" position="absolute" top="2" insetEnd="2">×</Button>
            </Dialog.CloseTrigger>
            {record ? (
              <RecordForm
                resource={resource}
                id={id}
                record={record}
                lock={lock}
                dirtyRef={dirty}
                onRequestClose={requestClose}
                onClose={onClose}
                onCreated={onCreated}
              />
            ) : (
              <>
                <Dialog.Body>
                  {detail.isError ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{detail.error.message}</Alert.Title>
                    </Alert.Root>
                  ) : (
                    <Stack gap={4} aria-busy="true" aria-label="Loading">
                      {resource.fields.map((f) => <Skeleton key={f.name} h="10" />)}
                    </Stack>
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>Cancel</Button>
                  {detail.isError && <Button onClick={() => void detail.refetch()}>Retry</Button>}
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={confirmDiscard}
        title="Unsaved changes"
        message="Discard your changes?"
        confirmLabel="Discard"
        onConfirm={discard}
        onCancel={() => setConfirmDiscard(false)}
      />
    </Dialog.Root>
  )
}

function newRecord(resource: AnyResource, parentId: Id | undefined): Values {
  const values: Values = { ...resource.defaults }
  if (resource.parent && parentId !== undefined) values[resource.parent.key] = parentId
  return values
}

function visibleFields(resource: AnyResource, isNew: boolean): readonly FieldDef[] {
  return resource.fields.filter((f) => isNew || !f.createOnly)
}

function allTouched(fields: readonly FieldDef[]) {
  return Object.fromEntries(fields.map((f) => [f.name, true]))
}

/** The schema describes saved records; a new one is checked as if it already had its id. */
function schemaErrors(resource: AnyResource, record: Values, isNew: boolean): FormikErrors<Values> {
  const parsed = resource.schema.safeParse(isNew ? { ...record, id: 0 } : record)
  if (parsed.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !errors[field]) errors[field] = 'This value is not valid here.'
  }
  return errors
}

interface RecordFormProps {
  resource: AnyResource
  id: Id | undefined
  record: Values
  lock: EditLock
  dirtyRef: { current: boolean }
  onRequestClose(): void
  onClose(): void
  onCreated(id: Id): void
}

function RecordForm({ resource, id, record, lock, dirtyRef, onRequestClose, onClose, onCreated }: RecordFormProps) {
  const navigate = useNavigate()
  const save = useSaveRecord(resource)
  const [error, setError] = useState<unknown>()
  const isNew = id === undefined
  const readOnly = lock.lockedBy !== undefined
  const fields = visibleFields(resource, isNew)
  const [draft] = useState(() => readDraft(resource, id))
  const restored = useRef(false)

  /** Sends the record merged with the form's values (design §8.13); false when it was not saved. */
  const persist = async (values: Values): Promise<BaseRecord | undefined> => {
    const merged = { ...record, ...values }
    const invalid = schemaErrors(resource, merged, isNew)
    if (Object.keys(invalid).length > 0) {
      formik.setErrors(invalid)
      return undefined
    }
    try {
      const saved = await save.mutateAsync(merged)
      clearDraft(resource, id)
      return saved
    } catch (e) {
      // A 401 leaves for /login: keep the values to restore after signing in again (design §8.18).
      if (isApiError(e) && e.status === 401) saveDraft(resource, id, values)
      if (isApiError(e) && Object.keys(e.fieldErrors).length > 0) {
        formik.setErrors(e.fieldErrors)
        void formik.setTouched({ ...formik.touched, ...allTouched(fields) }, false)
      }
      setError(e)
      return undefined
    }
  }

  const formik = useFormik<Values>({
    initialValues: record,
    validate: (values) => validateRecord(fields, values, { isNew }),
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
  useEffect(() => {
    dirtyRef.current = dirty && !readOnly
  }, [dirty, readOnly, dirtyRef])

  // A draft from an interrupted edit comes back as unsaved changes.
  const { setValues } = formik
  useEffect(() => {
    if (!draft || restored.current) return
    restored.current = true
    void setValues({ ...record, ...draft }, false)
  }, [draft, record, setValues])

  useEffect(() => {
    if (!dirty || readOnly) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty, readOnly])

  // The edit time is over: keep what was typed as a draft, then close (design §8.28).
  const { values } = formik
  useEffect(() => {
    if (!lock.expired) return
    if (dirty) saveDraft(resource, id, values)
    onClose()
  }, [lock.expired, dirty, values, resource, id, onClose])

  const openChild = async (child: ChildDef) => {
    if (id === undefined) return
    void formik.setTouched(allTouched(fields), false)
    const errors = await formik.validateForm()
    if (Object.keys(errors).length > 0) return
    if (formik.dirty && !readOnly) {
      const saved = await persist(formik.values)
      if (!saved) return
      formik.resetForm({ values: saved })
    }
    void navigate({ href: listPathOf(child.resource(), id) })
  }

  return (
    <FormikProvider value={formik}>
      <form onSubmit={formik.handleSubmit} noValidate style={{ display: 'contents' }}>
        <Dialog.Body>
          <Stack gap={4}>
            {readOnly && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>Locked by {lock.lockedBy}</Alert.Title>
              </Alert.Root>
            )}
            {lock.warning && !readOnly && (
              <Alert.Root status="info" alignItems="center">
                <Alert.Indicator />
                <Alert.Title flex="1">This dialog closes soon; your changes will be kept as a draft.</Alert.Title>
                <Button size="sm" onClick={lock.keepEditing}>Keep editing</Button>
              </Alert.Root>
            )}
            <fieldset disabled={readOnly || formik.isSubmitting} style={{ display: 'contents' }}>
              {fields.map((f) => <FormField key={f.name} field={f} />)}
            </fieldset>
            {id !== undefined && ((resource.children?.length ?? 0) > 0 || resource.renderActions) && (
              <Flex gap={2} wrap="wrap">
                {resource.renderActions?.(record as BaseRecord)}
                {resource.children?.map((child) => (
                  <Button key={child.label} variant="outline" onClick={() => void openChild(child)}>
                    {child.label}
                  </Button>
                ))}
              </Flex>
            )}
            {draft && <Text fontSize="sm" color="fg.muted">Your unsaved changes were restored.</Text>}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onRequestClose}>Cancel</Button>
          {!readOnly && <Button type="submit" colorPalette="green" loading={formik.isSubmitting}>Save</Button>}
        </Dialog.Footer>
      </form>
      <ErrorDialog error={error} onClose={() => setError(undefined)} />
    </FormikProvider>
  )
}
