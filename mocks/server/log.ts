/**
 * The sandbox server's log never carries a secret: an error message can quote a request target with its
 * `access_token`, a header, or a body with a password, so every line is redacted before it is written.
 */
import { format, inspect } from 'node:util'

const HIDDEN = '[redacted]'
/** Names whose values are secrets, in a query, a JSON body or an inspected object. */
const SECRET_NAMES = String.raw`access_token|token|password|secret`

const PATTERNS: readonly [RegExp, string][] = [
  // "password":"…" (JSON) and password: '…' (an inspected object)
  [new RegExp(String.raw`(["']?\b(?:${SECRET_NAMES})["']?\s*:\s*)(["'])(?:\\.|(?!\2).)*\2`, 'gi'), `$1$2${HIDDEN}$2`],
  // access_token=… in a query or form
  [new RegExp(String.raw`(\b(?:${SECRET_NAMES})=)[^&\s"'#]*`, 'gi'), `$1${HIDDEN}`],
  // Authorization: Bearer …
  [/\b(Bearer|Basic)\s+[^\s,;"']+/gi, `$1 ${HIDDEN}`],
  // The sandbox's token shape, wherever it stands.
  [/\bsbx-[0-9a-z]+/gi, `sbx-${HIDDEN}`],
]

export function redact(text: string): string {
  return PATTERNS.reduce((line, [pattern, replacement]) => line.replace(pattern, replacement), text)
}

/** One error for the log, with what it was doing: message, stack and fields, secrets redacted. */
export function logError(context: string, error: unknown) {
  console.error(redact(`sandbox server: ${context}: ${inspect(error, { breakLength: Infinity })}`))
}

/** The server process's console redacts whatever any module writes through it. */
export function redactConsole() {
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const write = console[level].bind(console)
    console[level] = (...args: unknown[]) => write(redact(format(...args)))
  }
}
