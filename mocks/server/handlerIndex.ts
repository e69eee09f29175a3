/**
 * msw's getResponse tries every handler in turn, compiling each one's path and parsing cookies for it: with about
 * 130 handlers that is most of the server's time per request. The server hands it only the handlers of the
 * request's method whose first path segment (after /api/v1) can match; msw still does the real matching among them.
 */
import { HttpHandler, type RequestHandler } from 'msw'

const API_PREFIX = '/api/v1/'

/** 'api:portions' for '/api/v1/portions/…', 'edit-states' for '/edit-states/…'; undefined when it cannot tell. */
export function routeKey(path: string): string | undefined {
  const rest = path.replace(/^\*/, '')
  const [prefix, tail] = rest.toLowerCase().startsWith(API_PREFIX)
    ? ['api:', rest.slice(API_PREFIX.length)]
    : ['', rest.replace(/^\//, '')]
  const segment = tail.split('/')[0]?.toLowerCase() ?? ''
  if (segment.includes('*') || segment.startsWith(':')) return undefined
  return prefix + segment
}

/** Method and route key of a handler; undefined when it may answer more than one (a pattern, any method). */
function handlerKey(handler: RequestHandler): string | undefined {
  if (!(handler instanceof HttpHandler)) return undefined
  const { method, path } = handler.info
  const route = typeof path === 'string' ? routeKey(path) : undefined
  return typeof method === 'string' && route !== undefined ? `${method.toUpperCase()} ${route}` : undefined
}

export function indexHandlers(handlers: readonly RequestHandler[]) {
  const keys = new Map(handlers.map((h) => [h, handlerKey(h)]))
  const cache = new Map<string, RequestHandler[]>()
  /** The handlers that may answer this request, in their original order. */
  return (method: string, pathname: string): RequestHandler[] => {
    const key = `${method.toUpperCase()} ${routeKey(pathname) ?? ''}`
    let found = cache.get(key)
    if (!found) {
      found = handlers.filter((h) => keys.get(h) === key || keys.get(h) === undefined)
      // Only keys some handler has are kept, so odd paths cannot grow the cache.
      if (found.some((h) => keys.get(h) === key)) cache.set(key, found)
    }
    return found
  }
}
