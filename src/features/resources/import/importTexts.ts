import { errorText } from '@/api/errors'
import { IMPORT_MAX_BYTES } from '@/config'
import { i18n } from '@/i18n/i18n'
import { ImportFileError, type FileProblem } from './readCsv'

/** The size limit as people say it: "5 MB". */
export const sizeLimitText = () =>
  i18n._('{size, number} MB', { size: Math.round((IMPORT_MAX_BYTES / 1024 / 1024) * 10) / 10 })

/** Why a file was refused, and what to do: nothing of it was written. */
export function problemText(problem: FileProblem): string {
  switch (problem.kind) {
    case 'tooLarge':
      return i18n._('This file is larger than {limit}, the most an import reads. Split it into smaller files.', {
        limit: sizeLimitText(),
      })
    case 'tooManyRows':
      return i18n._(
        'This file has more than {limit, number} rows, the most an import reads. Split it into smaller files.',
        { limit: problem.limit },
      )
    case 'empty':
      return i18n._('This file is empty.')
    case 'notCsv':
      return i18n._('This is not a CSV file. Save the spreadsheet as CSV (UTF-8) and choose it again.')
    case 'encoding':
      return i18n._('This file is not in UTF-8. Save it as CSV (UTF-8), as the export writes it, and choose it again.')
    case 'noHeader':
      return i18n._(
        'No column of this file matches this list. Its first line must name the columns, as the export writes them.',
      )
  }
}

/** A failed preview as one sentence: the file's problem, or the call's error. */
export const failureText = (error: unknown) =>
  error instanceof ImportFileError ? problemText(error.problem) : errorText(error)
