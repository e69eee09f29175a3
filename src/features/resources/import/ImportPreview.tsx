import { useId } from 'react'
import { useLingui } from '@lingui/react'
import { stackedTableClass as stacked, tableClass as t } from '@/ui/table.styles'
import { cx } from '@/ui/cx'
import type { BadRow } from './checkRows'
import { importDialogClass as s } from './ImportDialog.styles'
import type { ImportPreview as Preview } from './previewImport'

/** The bad rows listed at most: the rest are counted. */
const LISTED = 200
/** A cell's text shown at most, in characters. */
const SHOWN = 120

const shortened = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text)

/**
 * What an import would do, before anything is written: how many records it adds and updates, which lines it leaves
 * out and why (line, field, message, the cell as text), and the columns it ignores.
 */
export function ImportPreview({ preview }: { preview: Preview }) {
  const { _ } = useLingui()
  const { counts, ignored, fileName } = preview
  return (
    <div className={s.stack}>
      <div className={s.summary} role="status">
        <strong>{fileName}</strong>
        <ul>
          <li>{_('To add: {n, number}', { n: counts.create })}</li>
          <li>{_('To update: {n, number}', { n: counts.update })}</li>
          {counts.unchanged > 0 && <li>{_('Unchanged: {n, number}', { n: counts.unchanged })}</li>}
          {counts.bad > 0 && <li>{_('With errors: {n, number}', { n: counts.bad })}</li>}
        </ul>
        {ignored.length > 0 && <p>{_('Columns left out: {columns}', { columns: ignored.join(', ') })}</p>}
      </div>
      {preview.plan.bad.length > 0 && <BadRows bad={preview.plan.bad} />}
    </div>
  )
}

function BadRows({ bad }: { bad: readonly BadRow[] }) {
  const { _ } = useLingui()
  const captionId = useId()
  const issues = bad.slice(0, LISTED).flatMap((row) => row.issues.map((issue, i) => ({ line: row.line, i, issue })))
  const labels = { line: _('Line'), field: _('Field'), message: _('Error'), value: _('Value') }
  return (
    <div className={s.tableBox} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={cx(t.root, stacked.root)}>
        <caption id={captionId} className={s.caption}>
          {_('Lines with errors')}
        </caption>
        <thead className={t.header}>
          <tr className={t.row}>
            <th className={t.columnHeader}>{labels.line}</th>
            <th className={t.columnHeader}>{labels.field}</th>
            <th className={t.columnHeader}>{labels.message}</th>
            <th className={t.columnHeader}>{labels.value}</th>
          </tr>
        </thead>
        <tbody className={t.body}>
          {issues.map(({ line, i, issue }) => (
            <tr key={`${line}-${i}`} className={cx(t.row, stacked.row)} data-line={line}>
              <td className={cx(t.cell, stacked.cell)} data-label={labels.line}>
                {line}
              </td>
              <td className={cx(t.cell, stacked.cell)} data-label={labels.field}>
                {_(issue.field)}
              </td>
              <td className={cx(t.cell, stacked.cell)} data-label={labels.message}>
                {issue.message}
              </td>
              <td className={cx(t.cell, stacked.cell)} data-label={labels.value}>
                <span className={s.value}>{shortened(issue.value ?? '')}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {bad.length > LISTED && <p className={s.more}>{_('… and {n, number} more', { n: bad.length - LISTED })}</p>}
    </div>
  )
}
