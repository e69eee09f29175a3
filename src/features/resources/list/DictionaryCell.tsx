import { useQuery } from '@tanstack/react-query'
import type { DictionaryKind } from '@/api/queryKeys'
import { dictionaryQuery } from '@/features/forms/options'
import { columnText } from '../columnText'
import { clippedText } from '@/ui/clippedText'
import type { BaseRecord, ColumnSpec } from '../types'

/** A cell that shows names from a dictionary: the dictionary comes from the shared cache (fetched once). */
export function DictionaryCell({
  spec,
  record,
  kind,
}: {
  spec: ColumnSpec<BaseRecord>
  record: BaseRecord
  kind: DictionaryKind
}) {
  const { data } = useQuery(dictionaryQuery(kind))
  return <>{clippedText(columnText(spec, record, data))}</>
}
