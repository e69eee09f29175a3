/**
 * What of a request's first line the server takes: its method and its target. Both come from any client as they
 * are, so each is checked here, once, for the HTTP requests and the hub's upgrades alike.
 */
import { UPLOADED_IMAGE_PATH } from '../handlers/uploads'
import { HUB_PATH } from '../hub/protocol'

/** The methods the sandbox answers; any other is 405 with these in `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const

export const isAllowedMethod = (method: string | undefined): boolean =>
  (ALLOWED_METHODS as readonly (string | undefined)[]).includes(method)

export const BAD_TARGET = 'The request target is not a valid path.'

/**
 * The URL a target names on this server, or undefined when it names none: a path (origin form) or a whole http URL
 * (absolute form, whose host is ignored). A path starting with `//` (or `/\`) reads as a host to URL parsers, so it is
 * refused rather than guessed at.
 */
export function requestUrl(target: string | undefined, base: string): URL | undefined {
  if (!target) return undefined
  try {
    const path = target.startsWith('/') ? target : /^https?:\/\//i.test(target) ? pathOf(new URL(target)) : undefined
    const url = path === undefined ? undefined : new URL(base + path)
    return url?.pathname.startsWith('//') ? undefined : url
  } catch {
    return undefined
  }
}

const pathOf = (url: URL) => url.pathname + url.search

/**
 * Paths that belong to the API, the hub or the sandbox's own routes: with STATIC_DIR, an unknown one of these is a
 * 404, never the console's page.
 */
const SERVER_PATHS = new RegExp(
  `^(?:/api(?:/|$)|${HUB_PATH}(?:/|$)|/__sandbox(?:/|$)|${UPLOADED_IMAGE_PATH.replace(/\/$/, '')}(?:/|$))`,
  'i',
)

export const isServerPath = (pathname: string): boolean => SERVER_PATHS.test(pathname)
