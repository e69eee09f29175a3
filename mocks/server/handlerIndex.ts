/**
 * msw's getResponse tries every handler in turn, compiling each one's path and parsing cookies for it: with about
 * 130 handlers that is most of the server's time per request. The server hands it only the handlers whose first
 * path segment (after /api/v1) can match the request; msw still does the real matching among those.
 */
import { HttpHandler, type RequestHandler } from 'msw'

const API_PREFIX = '/api/v1/'

/** 'api:portions' for '/api/v1/portions/…', 'edit-states' for '/edit-states/…'; undefined when it cannot tell. */
export function routeKey(path: string): string | undefined {
  const rest = path.replace(/^\*/, '')
  const [prefix, tail] = rest.toLowerCase().startsWith(API_PREFIX) ? ['api:', rest.slice(API_PREFIX.length)] : ['', rest.replace(/^\//, '')]
  const segment = tail.split('/')[0]?.toLowerCase() ?? ''
  if (segment.includes('*') || segment.startsWith(':')) return undefined
  return prefix + segment
}

export function indexHandlers(handlers: readonly RequestHandler[]) {
  const byKey = new Map<string, RequestHandler[]>()
  const anywhere: RequestHandler[] = []
  for (const handler of handlers) {
    const path = handler instanceof HttpHandler ? handler.info.path : undefined
    const key = typeof path === 'string' ? routeKey(path) : undefined
    if (key === undefined) anywhere.push(handler)
    else byKey.set(key, [...(byKey.get(key) ?? []), handler])
  }
  const cache = new Map<string, RequestHandler[]>()
  /** The handlers that may answer a request to pathname, in their original order. */
  return (pathname: string): RequestHandler[] => {
    const key = routeKey(pathname) ?? ''
    let found = cache.get(key)
    if (!found) {
      const keyed = byKey.get(key) ?? []
      found = handlers.filter((h) => keyed.includes(h) || anywhere.includes(h))
      if (byKey.has(key)) cache.set(key, found)
    }
    return found
  }
}
