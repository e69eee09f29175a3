import { useState } from 'react'
import { getIn, useFormikContext } from 'formik'
import { uploadTempFile } from '@/api/files'
import { errorText } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import type { FieldDef } from '@/features/forms/field'
import { Button } from '@/ui/Button'
import { FilePicker } from '@/ui/FilePicker'
import { Progress } from '@/ui/Progress'
import { FieldNote } from './FieldNote'
import { FieldShell } from './FieldShell'
import { useEagerValidation } from './useEagerValidation'
import { useVisibleError } from './useVisibleError'
import { fileInputClass as styles } from './FileInput.styles'
import { useLingui } from '@lingui/react'

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; fraction: number | null }
  | { state: 'failed'; message: string }

/**
 * Uploads the chosen file at once (POST /files/uploadTemp); the field keeps the answer's id and `field.fileNameField`
 * its name (promotions' coupon; see docs/decisions.md, "Promotion coupons").
 */
export function FileInput({ field }: { field: FieldDef }) {
  const { _ } = useLingui()
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>()
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })
  const error = useVisibleError(field.name)
  const setFileId = useEagerValidation<Id | null>(field.name)
  const storedName: unknown = field.fileNameField ? getIn(values, field.fileNameField) : undefined
  const fileName = typeof storedName === 'string' && storedName ? storedName : undefined
  const hasFile = getIn(values, field.name) !== null && getIn(values, field.name) !== undefined

  const store = (id: Id | null, name: string | null) => {
    if (field.fileNameField) void setFieldValue(field.fileNameField, name, false)
    setFileId(id)
  }

  const choose = async (file: File) => {
    setUpload({ state: 'uploading', fileName: file.name, fraction: null })
    try {
      const answer = await uploadTempFile(file, (fraction) =>
        // Browsers that cannot stream the body report nothing: the bar stays indeterminate (see docs/decisions.md,
        // "Upload progress").
        setUpload((u) => (u.state === 'uploading' && fraction > 0 ? { ...u, fraction } : u)),
      )
      setUpload({ state: 'idle' })
      store(answer.id, answer.name)
    } catch (e) {
      setUpload({ state: 'failed', message: errorText(e) })
    }
  }

  return (
    <FieldShell field={field} error={error}>
      {(control) => (
        <>
          <FilePicker
            {...control}
            name={field.name}
            buttonLabel={hasFile ? _('Replace file') : _('Choose file')}
            disabled={upload.state === 'uploading'}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) void choose(file)
            }}
          />
          {upload.state === 'uploading' && (
            <Progress
              className={styles.fullWidth}
              label={_('Uploading {file}', { file: upload.fileName })}
              value={upload.fraction === null ? null : Math.round(upload.fraction * 100)}
            />
          )}
          {upload.state === 'failed' && (
            <FieldNote error>{_('Upload failed: {message}', { message: upload.message })}</FieldNote>
          )}
          {hasFile && upload.state !== 'uploading' && (
            <div className={styles.chosenRow}>
              <span>
                {_('File:')} <strong>{fileName ?? _('uploaded')}</strong>
              </span>
              <Button size="xs" variant="outline" onClick={() => store(null, null)}>
                {_('Remove file')}
              </Button>
            </div>
          )}
        </>
      )}
    </FieldShell>
  )
}
