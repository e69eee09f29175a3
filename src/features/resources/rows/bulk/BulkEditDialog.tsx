import { useMemo, useState } from 'react'
import { FormikProvider, useFormik } from 'formik'
import { useLingui } from '@lingui/react'
import type { FieldDef } from '@/features/forms/field'
import { FieldValue } from '@/features/forms/FieldValue'
import { FormField } from '@/features/forms/FormField'
import { formikValidationOf } from '@/features/forms/formikValidation'
import { Button } from '@/ui/Button'
import { Checkbox } from '@/ui/Checkbox'
import { Dialog, DialogBody, DialogFooter } from '@/ui/Dialog'
import { editDialogClass as styles } from '../../edit/EditDialog.styles'
import type { Values } from '../../edit/recordValues'
import type { AnyResource } from '../../types'
import { bulkEditClass as s } from './BulkEditDialog.styles'

/** The fields a bulk edit offers: the form's own, less rich text, images, files and passwords (one value for all). */
export function bulkEditableFields(resource: AnyResource): FieldDef[] {
  const skip = new Set(['richtext', 'image', 'file', 'password'])
  return resource.fields.filter((f) => !skip.has(f.input) && !f.optionalOnEdit)
}

/** What an input holds before anything is typed. */
const emptyValue = (field: FieldDef): unknown =>
  field.input === 'checkbox' ? false : field.input === 'number' ? null : ''

interface BulkEditDialogProps {
  resource: AnyResource
  count: number
  onApply(changes: Values): void
  onCancel(): void
}

/**
 * Bulk edit's question: which fields change, to what (the resource's own labels, inputs and rules), and a preview of
 * what every chosen record gets ("12 records: Sort order → 7"). Nothing is written until Apply, and only if the values
 * pass the fields' rules.
 */
export default function BulkEditDialog({ resource, count, onApply, onCancel }: BulkEditDialogProps) {
  const { _ } = useLingui()
  const fields = useMemo(() => bulkEditableFields(resource), [resource])
  const [picked, setPicked] = useState<readonly string[]>([])
  const chosenFields = fields.filter((f) => picked.includes(f.name))
  const validationSchema = useMemo(
    () =>
      formikValidationOf(
        { schema: resource.schema, fields: fields.filter((f) => picked.includes(f.name)) },
        { isNew: true },
      ),
    [resource.schema, fields, picked],
  )
  const formik = useFormik<Values>({
    initialValues: {},
    validationSchema,
    validateOnChange: false,
    onSubmit: (values) => onApply(Object.fromEntries(picked.map((name) => [name, values[name]]))),
  })
  const toggle = (field: FieldDef, on: boolean) => {
    setPicked((p) => (on ? [...p, field.name] : p.filter((name) => name !== field.name)))
    void formik.setFieldValue(field.name, on ? emptyValue(field) : undefined, false)
  }
  const records = _('{n, plural, one {# record} other {# records}}', { n: count })

  return (
    <Dialog title={_('Change {records}', { records })} onDismiss={onCancel} size="phoneFull" closeButton>
      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate style={{ display: 'contents' }}>
          <DialogBody>
            <div className={styles.stack}>
              <fieldset className={s.choices}>
                <legend className={s.legend}>{_('Fields to change')}</legend>
                {fields.map((f) => (
                  <Checkbox
                    key={f.name}
                    checked={picked.includes(f.name)}
                    onChange={(e) => toggle(f, e.target.checked)}
                  >
                    {_(f.label)}
                  </Checkbox>
                ))}
              </fieldset>
              {chosenFields.map((f) => (
                <FormField key={f.name} field={f} />
              ))}
              {chosenFields.length > 0 && (
                <div className={s.preview} role="status">
                  <strong>{_('{records} get:', { records })}</strong>
                  <ul>
                    {chosenFields.map((f) => (
                      <li key={f.name}>
                        {_(f.label)} → <FieldValue field={f} value={formik.values[f.name]} />
                      </li>
                    ))}
                  </ul>
                  <p>
                    {_('Records someone else is editing, or that were saved since you chose them, will be skipped.')}
                  </p>
                </div>
              )}
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              {_('Cancel')}
            </Button>
            <Button type="submit" disabled={chosenFields.length === 0} loading={formik.isSubmitting}>
              {_('Change {records}', { records })}
            </Button>
          </DialogFooter>
        </form>
      </FormikProvider>
    </Dialog>
  )
}
