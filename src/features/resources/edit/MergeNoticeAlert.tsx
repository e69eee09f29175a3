import { useLingui } from '@lingui/react'
import { Alert } from '@/ui/Alert'
import type { MergeNotice } from './useCheckedSave'

interface MergeNoticeAlertProps {
  notice: MergeNotice
  /** Fields both changed are waiting for a choice. */
  conflicts: boolean
  /** Save was pressed before every conflict was settled. */
  mustChoose: boolean
}

/** One sentence: the record changed since the draft (or while editing), and who saved it when known. */
export function MergeNoticeAlert({ notice: { reason, editor }, conflicts, mustChoose }: MergeNoticeAlertProps) {
  const { _ } = useLingui()
  let title: string
  if (reason === 'draft')
    title = editor
      ? _('This record changed since your draft: {editor} saved it.', { editor })
      : _('This record changed since your draft.')
  else
    title = editor
      ? _('This record changed while you were editing: {editor} saved it.', { editor })
      : _('This record changed while you were editing.')
  let description: string | undefined
  if (conflicts)
    description = mustChoose
      ? _('Choose a value for each field you both changed, then save.')
      : _('Where you both changed a field, choose the value to keep.')
  return <Alert status={conflicts ? 'warning' : 'info'} role="status" title={title} description={description} />
}
