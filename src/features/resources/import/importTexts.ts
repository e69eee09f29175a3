import { errorText } from '@/api/errors'
import { IMPORT_MAX_BYTES } from '@/config'
import { formatNumber } from '@/i18n/format'
import { i18n } from '@/i18n/i18n'
import { ImportFileError, type FileProblem } from './readCsv'

/** The size limit as people say it: "5 MB" (the unit is the same in both languages). */
export const sizeLimitText = () => `${formatNumber(Math.round((IMPORT_MAX_BYTES / 1024 / 1024) * 10) / 10)} MB`

/** Why a file was refused, and what to do: nothing of it was written. */
export function problemText(problem: FileProblem): string {
  switch (problem.kind) {
    case 'tooLarge':
      return i18n._('This file is over the limit of {limit}. Split it into smaller files.', {
        limit: sizeLimitText(),
      })
    case 'tooManyRows':
      return i18n._('This file is over the limit of {limit, number} lines. Split it into smaller files.', {
        limit: problem.limit,
      })
    case 'empty':
      return i18n._('This file is empty.')
    case 'notCsv':
      return i18n._('This is not a CSV file: save it as CSV (UTF-8) first.')
    case 'encoding':
      return i18n._('This file is not in UTF-8: save it as CSV (UTF-8) first.')
    case 'noHeader':
      return i18n._('No column matches this list: the first line must name them, as the export does.')
  }
}

/** A failed preview as one sentence: the file's problem, or the call's error. */
export const failureText = (error: unknown) =>
  error instanceof ImportFileError ? problemText(error.problem) : errorText(error)
