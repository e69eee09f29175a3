/**
 * Device cookies (OWASP's answer to lock-out abuse): a browser that signed in to an account gets an HttpOnly,
 * SameSite cookie naming that account, signed with the server's secret (HMAC-SHA-256, Web Crypto, so the browser
 * sandbox and the local server share it). A sign-in presenting a valid one for the account it names is throttled on
 * that account's own counter for known browsers (loginThrottle.ts), so failures sent by anyone else never keep the
 * person out. One cookie per account, so a browser used by several accounts keeps each.
 */

/** How long a browser stays known after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60
/** Sent only with the sign-in calls, never with the others. */
export const DEVICE_COOKIE_PATH = '/api/v1/auth'
const NAME_PREFIX = 'sbx-device-'

const encoder = new TextEncoder()

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined
  try {
    return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** The cookie's name for an account: its id in base64url (a cookie name takes no ':'). */
export const deviceCookieName = (accountId: string) => NAME_PREFIX + base64url(encoder.encode(accountId))

/** A new secret to sign device cookies with: 256 bits from the platform's CSPRNG. */
export const newDeviceSecret = () => crypto.getRandomValues(new Uint8Array(32))

export class DeviceCookies {
  private readonly key: Promise<CryptoKey>

  constructor(secret: Uint8Array<ArrayBuffer> = newDeviceSecret()) {
    this.key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  }

  /** The Set-Cookie header of a browser that just signed in to this account. */
  async issue(accountId: string, now = Date.now()): Promise<string> {
    const expires = Math.floor(now / 1000) + DEVICE_COOKIE_MAX_AGE_S
    const signature = await crypto.subtle.sign('HMAC', await this.key, encoder.encode(`${accountId}.${expires}`))
    const value = `${expires}.${base64url(new Uint8Array(signature))}`
    return `${deviceCookieName(accountId)}=${value}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Strict`
  }

  /** Whether the request's cookies hold a valid, unexpired device cookie for this account. */
  async knows(cookies: Record<string, string>, accountId: string, now = Date.now()): Promise<boolean> {
    const value = Object.hasOwn(cookies, deviceCookieName(accountId)) ? cookies[deviceCookieName(accountId)] : undefined
    const [expires, signature, ...rest] = value?.split('.') ?? []
    const bytes = signature === undefined ? undefined : fromBase64url(signature)
    if (!expires || !/^\d{1,12}$/.test(expires) || !bytes || rest.length > 0) return false
    if (Number(expires) * 1000 <= now) return false
    return crypto.subtle.verify('HMAC', await this.key, bytes, encoder.encode(`${accountId}.${expires}`))
  }
}
