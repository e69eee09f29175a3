import { memo } from 'react'
import { useQueries } from '@tanstack/react-query'
import { countRecords } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { queryKeys } from '@/api/queryKeys'
import { inSentence, MESSAGES } from '@/i18n/messages'
import { DialogText } from '@/ui/Dialog'
import { ConfirmDialog } from '../ConfirmDialog'
import { deleteConfirmClass as s } from './DeleteConfirm.styles'
import { declarationOf } from '../registry'
import { cellText } from '../columnText'
import type { AnyResource, BaseRecord } from '../types'
import { useLingui } from '@lingui/react'

interface DeleteConfirmProps {
  resource: AnyResource
  /** The record asked about; nothing shows without one. */
  record: BaseRecord | undefined
  onConfirm(): void
  onCancel(): void
  finalFocusEl?: () => HTMLElement | null
}

/**
 * The delete confirmation: the spec's question, the record's name (its title property, the list's first text column)
 * and, for a record with child lists, how many records each holds, since they go with it. Memoised: live row updates
 * pass by.
 */
export const DeleteConfirm = memo(function DeleteConfirm({
  resource,
  record,
  onConfirm,
  onCancel,
  finalFocusEl,
}: DeleteConfirmProps) {
  const { _ } = useLingui()
  if (!record) return null
  return (
    <ConfirmDialog
      open
      title={_('Delete {suffix}', { suffix: _(resource.suffix) })}
      message={MESSAGES.confirmDelete}
      confirmLabel={_('Delete')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      finalFocusEl={finalFocusEl}
    >
      <WhatGoes resource={resource} record={record} />
    </ConfirmDialog>
  )
})

function WhatGoes({ resource, record }: { resource: AnyResource; record: BaseRecord }) {
  const name = cellText(record[resource.titleProperty])
  const children = (resource.children ?? []).map((link) => declarationOf(link.resource))
  const counts = useQueries({
    queries: children.map((child) => ({
      queryKey: queryKeys.count(child.name, record.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => countRecords(endpointOf(child), record.id, signal),
      staleTime: 0,
    })),
  })
  return (
    <>
      {name && <p className={s.name}>{name}</p>}
      {children.map((child, i) => (
        <ChildCountLine
          key={child.name}
          child={child}
          count={counts[i]}
          uncounted={MESSAGES.mayAlsoDelete(inSentence(child.title))}
        />
      ))}
    </>
  )
}

type ChildDeclaration = ReturnType<typeof declarationOf>

/**
 * One child list's line in a delete confirmation: "Counting…", then how many of its records go too (and what they
 * hold), nothing when none, and `uncounted` when the count failed.
 */
export function ChildCountLine({
  child,
  count,
  uncounted,
}: {
  child: ChildDeclaration
  count: { isPending: boolean; isError: boolean; data?: number } | undefined
  /** Said when the count failed; nothing when the confirmation says it otherwise. */
  uncounted?: string
}) {
  const { _ } = useLingui()
  const records = inSentence(child.title)
  if (!count || count.isPending) return <DialogText muted>{_('Counting {records}…', { records })}</DialogText>
  if (count.isError) return uncounted ? <p>{uncounted}</p> : null
  if (!count.data) return null
  const theirs = (child.children ?? []).map((link) => inSentence(declarationOf(link.resource).title))
  return (
    <p className={s.also}>
      {MESSAGES.alsoDeletes(count.data, count.data === 1 ? inSentence(child.suffix) : records, theirs)}
    </p>
  )
}
