import { useEffect, useRef, useState } from 'react'
import Cropper, { type ReactCropperElement } from 'react-cropper'
import 'cropperjs/dist/cropper.css'
import { useDebouncedCallback } from 'use-debounce'
import { uploadImage } from '@/api/images'
import { errorText } from '@/api/errors'
import { IMAGE_DEBOUNCE_MS, IMAGE_DEFAULT_SIZE } from '@/config'
import { canvasToImageBlob } from '../../convert'
import { useFieldsetDisabled } from '../useFieldsetDisabled'
import { cropperClass as styles } from './ImageCropper.styles'
import { useLingui } from '@lingui/react'

type UploadState = { state: 'idle' } | { state: 'uploading' } | { state: 'done' } | { state: 'failed'; message: string }

/**
 * Crops the picked picture to IMAGE_DEFAULT_SIZE and uploads each settled crop (debounced); only the latest upload's
 * answer reaches `onUploaded`, an older one that answers late is dropped (see docs/decisions.md, "Images").
 */
export function ImageCropper({
  src,
  label,
  onUploaded,
}: {
  src: string
  label: string
  onUploaded: (url: string) => void
}) {
  const { _ } = useLingui()
  const cropperRef = useRef<ReactCropperElement>(null)
  const latest = useRef(0)
  const inFlight = useRef<AbortController | null>(null)
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' })
  const frame = useRef<HTMLDivElement>(null)
  const disabled = useFieldsetDisabled(frame)

  const uploadCrop = useDebouncedCallback(async () => {
    const cropper = cropperRef.current?.cropper
    if (!cropper) return
    const canvas = cropper.getCroppedCanvas(IMAGE_DEFAULT_SIZE)
    if (!canvas) return
    const mine = ++latest.current
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setUpload({ state: 'uploading' })
    try {
      const url = await uploadImage(canvasToImageBlob(canvas), controller.signal)
      if (mine !== latest.current) return
      setUpload({ state: 'done' })
      onUploaded(url)
    } catch (e) {
      if (mine !== latest.current || controller.signal.aborted) return
      setUpload({ state: 'failed', message: errorText(e) })
    }
  }, IMAGE_DEBOUNCE_MS)

  useEffect(() => {
    const cropper = cropperRef.current?.cropper
    if (disabled) cropper?.disable()
    else cropper?.enable()
  }, [disabled])

  useEffect(
    () => () => {
      uploadCrop.cancel()
      inFlight.current?.abort()
      latest.current++
    },
    [uploadCrop],
  )

  return (
    <div className={styles.frameStyle} ref={frame}>
      <Cropper
        ref={cropperRef}
        src={src}
        alt={_('{field}: picture to crop', { field: label })}
        style={{ height: 240, width: '100%' }}
        aspectRatio={IMAGE_DEFAULT_SIZE.width / IMAGE_DEFAULT_SIZE.height}
        viewMode={1}
        autoCropArea={1}
        background={false}
        responsive
        checkOrientation={false}
        ready={() => void uploadCrop()}
        crop={() => void uploadCrop()}
      />
      <p className={styles.statusText} data-failed={upload.state === 'failed' ? '' : undefined} aria-live="polite">
        {upload.state === 'uploading' && _('Uploading the cropped image…')}
        {upload.state === 'done' && _('Cropped image uploaded.')}
        {upload.state === 'failed' && _('Upload failed: {message}', { message: upload.message })}
      </p>
    </div>
  )
}
