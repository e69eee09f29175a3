/**
 * `npm run sandbox:server [-- --reset] [-- --seed-portions N]` — PORT (default 5180), EDIT_LOCK_MS (default 300000),
 * STATIC_DIR (optional built console), DATA_FILE (default .sandbox-data.db in the project, git-ignored; a SQLite
 * database), TOKEN_TTL_MS (default 12 h). `--reset` starts from the seed again; `--seed-portions N` fills portions
 * up to N realistic records. A .sandbox-data.json an earlier server kept in the project is imported once.
 */
import { fileURLToPath } from 'node:url'
import { logError, redactConsole } from './log'
import { startSandboxServer } from './sandboxServer'

// Whatever any module writes to the log, no token or password reaches it.
redactConsole()

const DEFAULT_DATA_FILE = fileURLToPath(new URL('../../.sandbox-data.db', import.meta.url))
const LEGACY_DATA_FILE = fileURLToPath(new URL('../../.sandbox-data.json', import.meta.url))
const optionalNumber = (value: string | undefined) => (value ? Number(value) : undefined)

/** The value after `--seed-portions`: a whole number, or the start fails with one line. */
function seedPortions(args: readonly string[]): number | undefined {
  const at = args.indexOf('--seed-portions')
  if (at < 0) return undefined
  const value = args[at + 1] ?? ''
  if (!/^\d{1,7}$/.test(value)) {
    console.error('sandbox server: --seed-portions needs a whole number of portions (at most 9999999).')
    process.exit(1)
  }
  return Number(value)
}

/** PORT: a port number, or the start fails with one line. */
function port(value = '5180'): number {
  if (/^\d{1,5}$/.test(value) && Number(value) <= 65535) return Number(value)
  console.error(`sandbox server: PORT must be a port number (0 to 65535), not ${JSON.stringify(value)}.`)
  process.exit(1)
}

const dataFile = process.env.DATA_FILE || DEFAULT_DATA_FILE
const server = await startSandboxServer({
  port: port(process.env.PORT),
  // Unset: the server's own defaults (the spec's 5 minutes for locks, 12 hours for sign-ins).
  lockMs: optionalNumber(process.env.EDIT_LOCK_MS),
  // HUB_EXTENSIONS=off: the spec's hub, without presence and who changed a record (docs/hub-contract.md).
  hubExtensions: process.env.HUB_EXTENSIONS !== 'off',
  tokenTtlMs: optionalNumber(process.env.TOKEN_TTL_MS),
  staticDir: process.env.STATIC_DIR,
  dataFile,
  legacyJsonFile: process.env.DATA_FILE ? undefined : LEGACY_DATA_FILE,
  reset: process.argv.includes('--reset'),
  seedPortions: seedPortions(process.argv),
}).catch((error: unknown) => {
  // Whatever keeps it from starting (a setting, a port taken, a data file) is one line, not a stack trace.
  const message = error instanceof Error ? error.message : String(error)
  console.error(`sandbox server: ${message.split('\n')[0] ?? ''}`)
  process.exit(1)
})
// Once it serves, an error no request handler caught is logged and the server goes on: no client ends the process.
process.on('uncaughtException', (error) => logError('uncaught', error))
process.on('unhandledRejection', (error) => logError('unhandled rejection', error))
if (server.notice) console.warn(server.notice)
console.log(
  `Sandbox server on ${server.url} (API ${server.url}/api/v1, hub ${server.url}/edit-states), data in ${dataFile}`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)))
}
