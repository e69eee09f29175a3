import type { QueryClient } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import type { CsvDialect } from '../export/csv'
import type { AnyResource } from '../types'
import { checkRows, planCounts, type ImportPlan } from './checkRows'
import { bothLanguages, headerTargets, matchHeader } from './headers'
import { listById, loadLookups } from './prepare'
import { parseCsv, readCsvFile } from './readCsv'

export interface ImportPreview {
  fileName: string
  plan: ImportPlan
  counts: ReturnType<typeof planCounts>
  /** Headers the import leaves out. */
  ignored: string[]
  dialect: CsvDialect
}

export interface PreviewArgs {
  queryClient: QueryClient
  resource: AnyResource
  /** The parent on screen, on a child list. */
  parentId: Id | undefined
  /** The interface's locale: the dialect of a file with one column. */
  locale: string
  signal?: AbortSignal
}

/**
 * A file read and every row checked, nothing written: its text (UTF-8, the size limit), its CSV, its header matched in
 * either language, its cells read as the export writes them and checked by the form's rules; the list's records are
 * fetched when the file has ids, so an id names a record of this list. Rejects with an ImportFileError for a file it
 * refuses, or a call's error.
 */
export async function previewImport(file: File, args: PreviewArgs): Promise<ImportPreview> {
  const { queryClient, resource, parentId, locale, signal } = args
  const table = await parseCsv(await readCsvFile(file), locale)
  signal?.throwIfAborted()
  const languages = await bothLanguages()
  const { columns, ignored } = matchHeader(table.header, headerTargets(resource, languages))
  const [lookups, current] = await Promise.all([
    loadLookups(queryClient, columns, languages),
    columns.some((t) => t?.kind === 'id') ? listById(queryClient, resource, parentId, signal) : new Map(),
  ])
  signal?.throwIfAborted()
  const plan = await checkRows({ resource, columns, dialect: table.dialect, lookups, current, parentId }, table.rows)
  return { fileName: file.name, plan, counts: planCounts(plan), ignored, dialect: table.dialect }
}
