import { useState } from 'react'
import { Button, HStack, Input, Progress, Text } from '@chakra-ui/react'
import { getIn, useFormikContext } from 'formik'
import { uploadTempFile } from '@/api/files'
import { errorText } from '@/api/errors'
import type { Id } from '@/api/queryKeys'
import type { FieldDef } from '@/features/forms/field'
import { FieldShell } from './FieldShell'
import { useEagerValidation } from './useEagerValidation'
import { useVisibleError } from './useVisibleError'

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; fraction: number | null }
  | { state: 'failed'; message: string }

/**
 * Uploads the chosen file at once (POST /files/uploadTemp); the field keeps the answer's id and
 * `field.fileNameField` its name (promotions' coupon, design §8.22).
 */
export function FileInput({ field }: { field: FieldDef }) {
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
        // Browsers that cannot stream the body report nothing: the bar stays indeterminate (design §8.23).
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
      <Input
        type="file"
        name={field.name}
        p="1"
        disabled={upload.state === 'uploading'}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) void choose(file)
        }}
      />
      {upload.state === 'uploading' && (
        <Progress.Root w="full" size="sm" value={upload.fraction === null ? null : Math.round(upload.fraction * 100)}>
          <Progress.Label fontSize="sm">Uploading {upload.fileName}</Progress.Label>
          <Progress.Track aria-label={`Uploading ${upload.fileName}`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {upload.state === 'failed' && (
        <Text role="alert" color="fg.error" fontSize="sm">
          Upload failed: {upload.message}
        </Text>
      )}
      {hasFile && upload.state !== 'uploading' && (
        <HStack gap="2">
          <Text fontSize="sm">
            File: <strong>{fileName ?? 'uploaded'}</strong>
          </Text>
          <Button size="xs" variant="outline" onClick={() => store(null, null)}>
            Remove file
          </Button>
        </HStack>
      )}
    </FieldShell>
  )
}
