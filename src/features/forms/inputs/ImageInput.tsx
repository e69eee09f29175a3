import { i18n } from '@/i18n/i18n'
import { useState } from 'react'
import { useField } from 'formik'
import { IMAGE_DEFAULT_SIZE } from '@/config'
import type { FieldDef } from '@/features/forms/field'
import { Button } from '@/ui/Button'
import { FilePicker } from '@/ui/FilePicker'
import { FieldNote } from './FieldNote'
import { FieldShell } from './FieldShell'
import { ImageCropper } from './image/ImageCropper'
import { useImageSource } from './image/useImageSource'
import { useEagerValidation } from './useEagerValidation'
import { useVisibleError } from './useVisibleError'
import { imageInputClass as styles } from './ImageInput.styles'
import { useLingui } from '@lingui/react'

export interface ImageValue {
  Url: string
  [key: string]: unknown
}

export function imageUrl(value: unknown): string {
  if (value && typeof value === 'object' && 'Url' in value && typeof value.Url === 'string') return value.Url
  return ''
}

function Preview({ url, label }: { url: string; label: string }) {
  const { src, failed } = useImageSource(url)
  const { _ } = useLingui()
  if (failed) return <FieldNote error>{_('The image could not be loaded.')}</FieldNote>
  if (!src) return <FieldNote>{_('Loading image…')}</FieldNote>
  return (
    <img
      src={src}
      alt={_('{field} preview', { field: label })}
      className={styles.previewImage}
      style={{ width: IMAGE_DEFAULT_SIZE.width * 2 }}
    />
  )
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error(i18n._('The file could not be read.')))
    reader.readAsDataURL(file)
  })
}

/**
 * Image field, value `{ Url }` (see docs/decisions.md, "Images"): a stored image shows a preview and a clear button;
 * otherwise a picture is picked, cropped and uploaded. While cropping, the cropper stays until the user is done, even
 * though each upload already fills the Url.
 */
export default function ImageInput({ field }: { field: FieldDef }) {
  const { _ } = useLingui()
  const [props] = useField<ImageValue | null>(field.name)
  const error = useVisibleError(field.name)
  const setImage = useEagerValidation<ImageValue>(field.name)
  const [picked, setPicked] = useState<string | null>(null)
  const [readError, setReadError] = useState<string | null>(null)
  const url = imageUrl(props.value)
  const setUrl = (next: string) => setImage({ Url: next })

  if (url && !picked) {
    return (
      <FieldShell field={field} error={error}>
        <div className={styles.column}>
          <Preview url={url} label={field.label} />
          <Button size="sm" variant="outline" onClick={() => setUrl('')}>
            {_('Clear image')}
          </Button>
        </div>
      </FieldShell>
    )
  }

  return (
    <FieldShell field={field} error={error}>
      {(control) => (
        <>
          <FilePicker
            {...control}
            accept="image/*"
            name={field.name}
            buttonLabel={picked ? _('Choose another picture') : _('Choose picture')}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (!file) return
              setReadError(null)
              readAsDataUrl(file).then(setPicked, (err: Error) => setReadError(err.message))
            }}
          />
          {readError && <FieldNote error>{readError}</FieldNote>}
          {picked && (
            <div className={styles.cropColumn}>
              <ImageCropper src={picked} label={field.label} onUploaded={setUrl} />
              <div className={styles.buttonRow}>
                <Button size="sm" disabled={!url} onClick={() => setPicked(null)}>
                  {_('Done cropping')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setPicked(null)
                    setUrl('')
                  }}
                >
                  {_('Discard picture')}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </FieldShell>
  )
}
