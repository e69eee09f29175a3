/** Serves a built console from a folder like a production host would: gzip for text, hashed assets cached for good. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CSP_META, policyHeaders } from '../../build/contentSecurityPolicy'

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

/** The file a decoded path names inside root (root itself for '/'), or undefined when it points outside. */
export function fileInside(root: string, decodedPath: string): string | undefined {
  const file = resolve(join(root, decodedPath))
  // With the separator: '/x/static-secret' starts with '/x/static' but is not inside it.
  return file === root || file.startsWith(root + sep) ? file : undefined
}

/** Answers a GET from root (SPA fallback to index.html); false when nothing there fits. */
export async function serveStatic(root: string, decodedPath: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const file = fileInside(root, decodedPath)
  if (!file) return false
  const target = (await stat(file).catch(() => undefined))?.isFile() ? file : join(root, 'index.html')
  const data = await readFile(target).catch(() => undefined)
  if (!data) return false
  const type = MIME[extname(target)] ?? 'application/octet-stream'
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': decodedPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  const compress = /text|javascript|json|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  if (compress) headers['Content-Encoding'] = 'gzip'
  // The console's policy, from its own meta tag, plus what only a header can say.
  const policy = type.startsWith('text/html') ? CSP_META.exec(data.toString('utf8'))?.[1] : undefined
  if (policy) Object.assign(headers, policyHeaders(policy))
  res.writeHead(200, headers)
  res.end(compress ? gzipSync(data) : data)
  return true
}
