import { i18n } from '@/i18n/i18n'
import type { QueryClient } from '@tanstack/react-query'
import { listRecords, type Page } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { queryKeys } from '@/api/queryKeys'
import { EXPORT_CHUNK_ROWS, EXPORT_CONCURRENCY, EXPORT_TAKE } from '@/config'
import { dictionaryQuery } from '@/features/forms/options'
import { listParams, type ListPosition } from '../queries'
import type { AnyResource, BaseRecord } from '../types'
import { CSV_BOM, csvDialect, csvLines } from './csv'
import { dictionariesOf, exportCells, exportColumns, exportFileName, type Dictionaries } from './exportTable'
import { walkPages } from './walkPages'
import { yieldToMain } from '../yieldToMain'

export interface ExportOptions {
  /** The interface's locale: the CSV's separator and decimal mark. */
  locale: string
  signal?: AbortSignal
  /** Records fetched so far, of the list's total. */
  onProgress?(fetched: number, total: number): void
  now?: Date
}

export interface ExportFile {
  blob: Blob
  fileName: string
  /** Records written. */
  count: number
}

/** Numbers each walk of a whole list: its calls' query keys are its own (queryKeys.exportPage). */
let runs = 0

/**
 * Every record of a list's search, filter and parent, all pages, by its own list call (EXPORT_TAKE records a call,
 * EXPORT_CONCURRENCY at once), in the list's order. Through the query client for its retry policy; nothing is kept once
 * read. Fails with the first failed call.
 */
export async function readWholeList(
  queryClient: QueryClient,
  resource: AnyResource,
  position: Omit<ListPosition, 'page'>,
  { signal, onProgress }: Pick<ExportOptions, 'signal' | 'onProgress'> = {},
): Promise<BaseRecord[]> {
  const base = listParams(resource, { ...position, page: 1 })
  const run = ++runs
  const { records } = await walkPages<BaseRecord>({
    take: EXPORT_TAKE,
    concurrency: EXPORT_CONCURRENCY,
    signal,
    ...(onProgress ? { onProgress } : {}),
    pause: yieldToMain,
    fetchPage: (skip, take, pageSignal) => {
      const params = { ...base, skip, take }
      return queryClient.fetchQuery<Page<BaseRecord>>({
        queryKey: queryKeys.exportPage(resource.name, run, params),
        queryFn: () => listRecords(endpointOf(resource), params, resource.schema, pageSignal),
        staleTime: 0,
        gcTime: 0,
      })
    },
  })
  return records
}

/**
 * A list as a CSV file: every record of its search, filter and parent (all pages, by its own list call), each with
 * the list's columns as it shows them, plus the id. Fails with the first failed call, and then makes no file.
 */
export async function exportList(
  queryClient: QueryClient,
  resource: AnyResource,
  position: Omit<ListPosition, 'page'>,
  options: ExportOptions,
): Promise<ExportFile> {
  const { signal, onProgress } = options
  const records = await readWholeList(queryClient, resource, position, { signal, onProgress })
  return exportRecords(queryClient, resource, records, options)
}

/**
 * Records already at hand (the chosen rows of a list) as the list's export writes them: the same columns, values,
 * dialect and file name.
 */
export async function exportRecords(
  queryClient: QueryClient,
  resource: AnyResource,
  records: readonly BaseRecord[],
  { locale, signal, now = new Date() }: ExportOptions,
): Promise<ExportFile> {
  const columns = exportColumns(resource)
  const kinds = dictionariesOf(columns)
  const dictionaries: Dictionaries = new Map(
    await Promise.all(kinds.map(async (kind) => [kind, await queryClient.fetchQuery(dictionaryQuery(kind))] as const)),
  )
  const dialect = csvDialect(locale)
  const parts = [CSV_BOM, csvLines([columns.map((c) => i18n._(c.header))], dialect)]
  // In chunks, each its own task: 10,000 records in one would hold the main thread for too long.
  for (let start = 0; start < records.length; start += EXPORT_CHUNK_ROWS) {
    signal?.throwIfAborted()
    const chunk = records.slice(start, start + EXPORT_CHUNK_ROWS)
    parts.push(
      csvLines(
        chunk.map((record) => exportCells(columns, record, dictionaries)),
        dialect,
      ),
    )
    await yieldToMain()
  }
  signal?.throwIfAborted()
  return {
    blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }),
    fileName: exportFileName(resource.name, now),
    count: records.length,
  }
}
