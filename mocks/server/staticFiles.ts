/**
 * Serves a built console from a folder like a production host would: Brotli (else gzip) for text, each file compressed
 * once, hashed assets cached for good. Only the console: never a dotfile, nothing a link leads to outside the folder,
 * and never from a folder that holds the data file (with its users' passwords and sign-ins).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { realpathSync, statSync, type Stats } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import { basename, dirname, extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { CSP_META, policyHeaders } from '../../build/contentSecurityPolicy'
import { DataFileError } from './dataFile'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** Whether a path is root or lies under it; with the separator, '/x/static-secret' is not inside '/x/static'. */
const isInside = (root: string, file: string) =>
  file === root || file.startsWith(root.endsWith(sep) ? root : root + sep)

/** The file a decoded path names inside root (root itself for '/'), or undefined when it points outside. */
export function fileInside(root: string, decodedPath: string): string | undefined {
  const file = resolve(join(root, decodedPath))
  return isInside(root, file) ? file : undefined
}

/** A path with its links resolved as far as it exists (a data file may not exist yet, its folder does). */
function realPath(path: string): string {
  try {
    return realpathSync.native(path)
  } catch {
    const parent = dirname(path)
    return parent === path ? path : join(realPath(parent), basename(path))
  }
}

/** The folder to serve for STATIC_DIR; a start with the data file inside it fails (DataFileError, one line). */
export function staticRootFor(staticDir: string, dataFile: string | undefined): string {
  const root = realPath(resolve(staticDir))
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`STATIC_DIR ${staticDir} is not a folder. Build the console first (npm run build) or fix the path.`)
  }
  if (dataFile && isInside(root, realPath(resolve(dataFile)))) {
    throw new DataFileError(
      `DATA_FILE ${dataFile} lies inside STATIC_DIR ${staticDir}, which would serve it to anyone. Keep the data file outside the folder the console is served from.`,
    )
  }
  return root
}

/** A segment starting with a dot: '.env', '.git', a data file kept as '.sandbox-data.db', and '..'. */
const hasDotSegment = (decodedPath: string) => decodedPath.split('/').some((segment) => segment.startsWith('.'))

type Encoding = 'br' | 'gzip'

const COMPRESS: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  // A host compresses static files ahead (nginx's brotli_static, a CDN's cache), so the strongest level costs no
  // request any time; off the event loop, so a first compression holds up no other request.
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
}

/** Each file's compressed forms, by path, encoding and version (size and mtime: a rebuild in place changes them). */
const compressed = new Map<string, Promise<Buffer>>()

function compressedOnce(file: string, version: string, encoding: Encoding, data: Buffer): Promise<Buffer> {
  const key = `${encoding} ${version} ${file}`
  let pending = compressed.get(key)
  if (!pending) {
    pending = COMPRESS[encoding](data)
    // A failed compression is not kept: the next request tries again.
    pending.catch(() => compressed.delete(key))
    compressed.set(key, pending)
  }
  return pending
}

/** The best encoding the client accepts for a text type, if any. */
function encodingFor(type: string, req: IncomingMessage): Encoding | undefined {
  if (!/text|javascript|json|svg/.test(type)) return undefined
  const accepted = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined
}

/**
 * A file to serve for a path inside root: read at its real path, links resolved, and only when that lies inside root
 * too, so a link in the folder (to the data file, its -wal, or any folder) serves nothing outside it.
 */
async function servableFile(root: string, file: string): Promise<{ path: string; info: Stats } | undefined> {
  const real = await realpath(file).catch(() => undefined)
  if (!real || !isInside(root, real)) return undefined
  const info = await stat(real).catch(() => undefined)
  return info?.isFile() ? { path: real, info } : undefined
}

/** Answers a GET from root (SPA fallback to index.html); false when nothing there fits. */
export async function serveStatic(
  root: string,
  decodedPath: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const file = hasDotSegment(decodedPath) ? undefined : fileInside(root, decodedPath)
  if (!file) return false
  const found = (await servableFile(root, file)) ?? (await servableFile(root, join(root, 'index.html')))
  if (!found) return false
  const { path: target, info } = found
  const data = await readFile(target).catch(() => undefined)
  if (!data) return false
  const type = MIME[extname(target)] ?? 'application/octet-stream'
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': decodedPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  const encoding = encodingFor(type, req)
  if (encoding) Object.assign(headers, { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' })
  // The console's policy, from its own meta tag, plus what only a header can say.
  const policy = type.startsWith('text/html') ? CSP_META.exec(data.toString('utf8'))?.[1] : undefined
  if (policy) Object.assign(headers, policyHeaders(policy))
  const body = encoding ? await compressedOnce(target, `${info.size} ${info.mtimeMs}`, encoding, data) : data
  // Set by hand: a HEAD answer has no body for Node to count, and must say GET's length.
  res.writeHead(200, { ...headers, 'Content-Length': String(body.length) })
  res.end(body)
  return true
}
