/**
 * `npm run sandbox:server`: the sandbox as a real local server on 127.0.0.1, so two browsers (two users) share one
 * store and one hub. HTTP goes through the same msw handlers as the browser sandbox (msw's getResponse); the hub
 * runs over WebSocket (ws package) at /edit-states after POST /edit-states/negotiate.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import type { WebSocket } from 'ws'
import { createHandlers } from '../handlers'
import { resourceSpec } from '../handlers/resourceTable'
import { HubCore } from '../hub/hubCore'
import { hubHttpHandlers } from '../hub/negotiate'
import { HUB_PATH } from '../hub/protocol'
import { memoryPersistence, StoreWriteError } from '../store/persistence'
import { cors, decodedPath, json, notSavedMessage, send, toRequest } from './httpAnswers'
import { MAX_RECORDS_PER_COLLECTION, SandboxStore } from '../store/store'
import { bulkPortions } from './bulkPortions'
import { DataFileError } from './dataFile'
import { indexHandlers } from './handlerIndex'
import { isHeavy, lane } from './heavyLane'
import { hubUpgrades } from './hubUpgrade'
import { logError } from './log'
import { bodyLimit, readLimitedBody, tooLargeMessage } from './requestBody'
import { ALLOWED_METHODS, BAD_TARGET, isAllowedMethod, isServerPath, requestUrl } from './requestTarget'
import { sqlitePersistence, type SqlitePersistence } from './sqlitePersistence'
import { HASHED_SECRETS } from './secrets'
import { serveStatic, staticRootFor } from './staticFiles'

/**
 * The spec's edit lock time (5 minutes). It mirrors EDIT_LOCK_MS of src/config.ts, which Node cannot load
 * (it reads Vite's import.meta.env); the browser sandbox uses EDIT_LOCK_MS itself.
 */
export const SANDBOX_LOCK_MS = 300000

export interface SandboxServerOptions {
  /** 0 picks a free port (tests); the answer's url names the one taken. */
  port: number
  host?: string
  /** Server-side lock lifetime; default SANDBOX_LOCK_MS. */
  lockMs?: number
  /** Serve a built console from here too (SPA fallback to index.html). */
  staticDir?: string
  /** Offer the test hook DROP_PATH (the e2e and bench helpers set this); without it the hook answers 404. */
  testHooks?: boolean
  /** Keep records, users and sign-ins in this SQLite file across restarts; in memory only when absent. */
  dataFile?: string
  /** A JSON data file of an earlier server, imported when dataFile does not exist yet, then kept aside. */
  legacyJsonFile?: string
  /** Start from the seed, discarding the data file's content (and every sign-in). */
  reset?: boolean
  /**
   * Fill portions up to this many records (the seed's, then realistic ones) for bulk work and load tests; the cap
   * on records per collection is then this many more than MAX_RECORDS_PER_COLLECTION.
   */
  seedPortions?: number
  /** Lifetime of a sign-in; default the store's TOKEN_TTL_MS (12 hours). */
  tokenTtlMs?: number
  /** Tests: while this answers an errno code ('ENOSPC'), data file commits fail with it, as a full disk would. */
  writeFault?: () => string | undefined
}

/** How long the rest of a too-large body is read and dropped before the connection is cut. */
const DISCARD_TIMEOUT_MS = 10_000
/** The answer to a request the server failed on; what failed is in its log (redacted), not in the answer. */
const FAILED = 'The sandbox server failed on this request; its log says why.'

/** Test hook, sandbox only: cut hub sockets (one user's or all) and refuse new ones for a while. */
export const DROP_PATH = '/__sandbox/hub/drop'

/** What the SQLite store needs of each resource to answer lists in SQL. */
function indexing(resource: string) {
  const spec = resourceSpec(resource)
  return { hidden: spec?.hidden ?? [], parentKey: spec?.parent?.key }
}

export async function startSandboxServer(options: SandboxServerOptions) {
  const host = options.host ?? '127.0.0.1'
  const staticRoot = options.staticDir ? staticRootFor(options.staticDir, options.dataFile) : undefined
  // Listening comes first: a port already taken fails here, before the data file is read or reset.
  const server = createServer()
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port, host, () => done())
  })
  const address = server.address()
  const base = `http://${host}:${address && typeof address === 'object' ? address.port : options.port}`

  let persistence: SqlitePersistence | undefined
  try {
    persistence = options.dataFile
      ? sqlitePersistence(options.dataFile, {
          reset: options.reset,
          legacyJsonFile: options.legacyJsonFile,
          fault: options.writeFault,
          indexing,
        })
      : undefined
  } catch (error) {
    // A DATA_FILE it cannot use: the port is free again for the next try, and the reason names the file.
    server.close()
    if (error instanceof DataFileError) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new DataFileError(`DATA_FILE ${options.dataFile ?? ''} cannot be used: ${reason}.`)
  }
  const seedPortions = options.seedPortions ?? 0
  const store = new SandboxStore(persistence ?? memoryPersistence(), {
    secrets: HASHED_SECRETS,
    tokenTtlMs: options.tokenTtlMs,
    maxRecords: seedPortions + MAX_RECORDS_PER_COLLECTION,
  })
  const missing = seedPortions - store.records('portions').length
  try {
    if (missing > 0) store.fill('portions', bulkPortions(missing))
  } catch (error) {
    // A data file that takes no write (read-only, full): the start fails with one line, and the port is free again.
    server.close()
    await persistence?.close()
    if (!(error instanceof StoreWriteError)) throw error
    throw new DataFileError(
      `DATA_FILE ${options.dataFile ?? ''} cannot take the ${missing} portions --seed-portions asks for: ${error.message}.`,
    )
  }
  const core = new HubCore(store, { lockMs: options.lockMs ?? SANDBOX_LOCK_MS })
  const handlersFor = indexHandlers([...createHandlers(store, core), ...hubHttpHandlers(store)])
  /** Open hub sockets and who holds each (userKey). */
  const sockets = new Map<WebSocket, { username: string; user: string }>()
  const heavy = lane()
  let refuseUntil = 0
  const refusing = () => Date.now() < refuseUntil

  async function answer(req: IncomingMessage, res: ServerResponse) {
    cors(req, res)
    // No answer is ever read as another type than it says (an upload as HTML, a JSON error as script).
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    const url = requestUrl(req.url, base)
    if (!url) return json(res, 400, { message: BAD_TARGET })
    if (!isAllowedMethod(req.method)) {
      res.setHeader('Allow', ALLOWED_METHODS.join(', '))
      return json(res, 405, { message: 'The sandbox server does not answer this method.' })
    }
    // HEAD is answered as GET: Node's server leaves the body out; each answer sets GET's Content-Length itself.
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET')
    const path = decodedPath(url.pathname)
    if (path === undefined) return json(res, 400, { message: 'The path is not valid URL encoding.' })
    if (options.testHooks && url.pathname === DROP_PATH && method === 'POST') {
      const username = url.searchParams.get('username') ?? undefined
      refuseUntil = Date.now() + Number(url.searchParams.get('refuseMs') ?? 0)
      for (const [socket, owner] of sockets) if (!username || owner.username === username) socket.terminate()
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
      return
    }
    if (url.pathname.startsWith(HUB_PATH) && refusing()) {
      res.writeHead(503).end()
      return
    }
    const limit = bodyLimit(req)
    const body = await readLimitedBody(req, limit)
    if (body === 'gone') return
    if (body === 'too large') {
      // The rest of the body is discarded unread (closing at once would cut the client off mid-send, and it would
      // see a broken pipe instead of the answer); a sender that does not finish in time is cut off after all.
      json(res, 413, { message: tooLargeMessage(limit) })
      req.resume()
      const cutOff = setTimeout(() => req.destroy(), DISCARD_TIMEOUT_MS)
      req.once('close', () => clearTimeout(cutOff))
      return
    }
    // No acknowledged write is lost: a save is committed to the data file before it returns, and one the disk did
    // not take was undone and throws (sqlitePersistence.ts). Heavy requests take turns (heavyLane.ts).
    const leave = isHeavy(method, url) ? await heavy.enter() : undefined
    const response = await getResponse(handlersFor(method, url.pathname), toRequest(req, url, method, body))
      .catch((error: unknown) => {
        if (error instanceof StoreWriteError) return Response.json({ message: notSavedMessage(error) }, { status: 507 })
        throw error
      })
      .finally(leave)
    if (response) return send(res, response)
    // The console's files for any other page; the API's and the hub's paths are never the console.
    if (method === 'GET' && staticRoot && !isServerPath(path) && (await serveStatic(staticRoot, path, req, res))) return
    json(res, 404, { message: 'Not found' })
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    answer(req, res).catch((error: unknown) => {
      // Whatever failed, this request alone is answered 500; the server keeps serving.
      logError(`${req.method ?? ''} ${req.url ?? ''}`, error)
      if (!res.headersSent) json(res, 500, { message: FAILED })
      else res.destroy()
    })
  })

  const hub = hubUpgrades({ base, store, core, sockets, refusing })
  server.on('upgrade', hub.onUpgrade)

  return {
    url: base,
    store,
    /** Set when the data file could not be read and was kept aside. */
    notice: persistence?.notice,
    async close() {
      for (const socket of sockets.keys()) socket.terminate()
      hub.wss.close()
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
      await persistence?.close()
    },
  }
}
