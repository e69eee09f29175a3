import { useState } from 'react'
import { useLingui } from '@lingui/react'
import { FilePicker } from '@/ui/FilePicker'
import { importDialogClass as s } from './ImportDialog.styles'
import { sizeLimitText } from './importTexts'

/**
 * Where a file is chosen or dropped: the kit's file picker (keyboard and screen readers), and the whole zone takes a
 * dropped file. Only the first file counts.
 */
export function DropZone({ onFile, chosen }: { onFile(file: File): void; chosen?: string }) {
  const { _ } = useLingui()
  const [over, setOver] = useState(false)
  return (
    <div
      className={s.drop}
      data-over={over || undefined}
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        const file = e.dataTransfer.files[0]
        if (file) onFile(file)
      }}
    >
      <p>{_('Drop a CSV file here, or choose one.')}</p>
      <FilePicker
        accept=".csv,text/csv"
        aria-label={_('Choose file')}
        buttonLabel={_('Choose file')}
        chosen={chosen}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          e.currentTarget.value = ''
          if (file) onFile(file)
        }}
      />
      <p className={s.hint}>
        {_('CSV as the export writes it, UTF-8, at most {limit}. A line with an id updates, one without adds.', {
          limit: sizeLimitText(),
        })}
      </p>
    </div>
  )
}
