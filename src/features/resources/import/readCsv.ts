import type { ParseResult, Parser } from 'papaparse'
import { IMPORT_CHUNK_BYTES, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@/config'
import { csvDialect, type CsvDialect } from '../export/csv'
import { yieldToMain } from '../yieldToMain'

/** Why a file is not read at all: nothing of it is checked or written. */
export type FileProblem =
  | { kind: 'tooLarge'; limit: number }
  | { kind: 'tooManyRows'; limit: number }
  | { kind: 'empty' }
  | { kind: 'notCsv' }
  | { kind: 'encoding' }
  | { kind: 'noHeader' }

export class ImportFileError extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem.kind)
  }
}

/** A file's cells as text, the header's apart, and the dialect they were written in. */
export interface CsvTable {
  header: string[]
  rows: string[][]
  dialect: CsvDialect
}

/** Names of files that are spreadsheets or documents, not CSV: said so before their bytes are read. */
const OTHER_FORMATS = /\.(xlsx?|xlsm|xlsb|ods|numbers|pdf|docx?|odt|zip|json|xml)$/i

/** First bytes of zip containers (xlsx, ods), old Excel files and PDFs. */
const MAGIC = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
]

const startsWith = (bytes: Uint8Array, head: readonly number[]) => head.every((b, i) => bytes[i] === b)

/**
 * A file's bytes as text: UTF-8 only (with or without its byte-order mark, which is dropped), as the export writes it.
 * Another format or encoding is refused by name: UTF-16 by its mark, Windows-1252 and others by bytes UTF-8 cannot
 * hold, binary files by their first bytes or a NUL byte.
 */
export function decodeCsv(bytes: Uint8Array, name = ''): string {
  if (bytes.length > IMPORT_MAX_BYTES) throw new ImportFileError({ kind: 'tooLarge', limit: IMPORT_MAX_BYTES })
  if (OTHER_FORMATS.test(name) || MAGIC.some((head) => startsWith(bytes, head)))
    throw new ImportFileError({ kind: 'notCsv' })
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]))
    throw new ImportFileError({ kind: 'encoding' })
  if (bytes.includes(0)) throw new ImportFileError({ kind: 'notCsv' })
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ImportFileError({ kind: 'encoding' })
  }
  if (text.trim() === '') throw new ImportFileError({ kind: 'empty' })
  return text
}

/** A chosen or dropped file's text; its size is checked before it is read. */
export async function readCsvFile(file: File): Promise<string> {
  if (file.size > IMPORT_MAX_BYTES) throw new ImportFileError({ kind: 'tooLarge', limit: IMPORT_MAX_BYTES })
  if (file.size === 0) throw new ImportFileError({ kind: 'empty' })
  return decodeCsv(new Uint8Array(await file.arrayBuffer()), file.name)
}

/**
 * The dialect a file was written in, from its header line: `;` (and a decimal comma) where it has more semicolons than
 * commas outside quotes, `,` (and a decimal point) where it has more commas; a one-column file, the interface's.
 */
export function detectDialect(text: string, locale: string): CsvDialect {
  let quoted = false
  let commas = 0
  let semicolons = 0
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char === ',') commas++
    else if (!quoted && char === ';') semicolons++
  }
  if (semicolons === commas) return csvDialect(locale)
  return semicolons > commas ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' }
}

/**
 * Parses CSV text with papaparse (loaded here, when an import starts): quoted fields with separators, quotes and line
 * breaks, blank lines skipped. IMPORT_CHUNK_BYTES of text per task, so a large file does not hold the page.
 */
export async function parseCsv(text: string, locale: string): Promise<CsvTable> {
  const { default: Papa } = await import('papaparse')
  const dialect = detectDialect(text, locale)
  const rows: string[][] = []
  let broken = false
  await new Promise<void>((resolve) => {
    Papa.parse<string[]>(text, {
      delimiter: dialect.separator,
      chunkSize: IMPORT_CHUNK_BYTES,
      skipEmptyLines: 'greedy',
      chunk(results: ParseResult<string[]>, parser: Parser) {
        rows.push(...results.data)
        if (results.errors.some((e) => e.type === 'Quotes')) broken = true
        if (broken || rows.length > IMPORT_MAX_ROWS + 1) return parser.abort()
        parser.pause()
        void yieldToMain().then(() => parser.resume())
      },
      complete: () => resolve(),
    })
  })
  if (broken) throw new ImportFileError({ kind: 'notCsv' })
  if (rows.length > IMPORT_MAX_ROWS + 1) throw new ImportFileError({ kind: 'tooManyRows', limit: IMPORT_MAX_ROWS })
  const [header, ...records] = rows
  if (!header) throw new ImportFileError({ kind: 'empty' })
  return { header: header.map((cell) => cell.trim()), rows: records, dialect }
}
