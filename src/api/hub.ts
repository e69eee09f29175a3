/**
 * The live channel: one SignalR HubConnection per signed-in session at <API base>/edit-states (see docs/decisions.md,
 * "Hub address"). No React here; features/live turns its messages into cache patches and lock state.
 */
// Types only: the SignalR client (~50 KB gzip) loads when the first list opens its group, not with the page.
import type { HubConnection, IRetryPolicy } from '@microsoft/signalr'
import { API_BASE_URL, HUB_PATH, RECONNECT_MAX_DELAY_MS } from '@/config'
import { reportUnauthorized } from './http'
import {
  CLIENT_METHODS,
  SERVER_METHODS,
  parseAddEntryResult,
  parseServerMessage,
  type LiveMessage,
  type LockEntry,
  type ViewMode,
} from './hubAdapter'
import { parseExtensions } from './presenceAdapter'
import type { Id } from './queryKeys'
import { sessionStore } from './session'

/** idle = not started (signed out, no list open); offline = down and retrying in the background. */
export type HubStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline'

/**
 * 0 s, 1 s, 2 s, 4 s … capped at RECONNECT_MAX_DELAY_MS, and never null: reconnecting never gives up (see
 * docs/decisions.md, "Refetch after reconnect").
 */
export function reconnectDelay(previousRetryCount: number): number {
  if (previousRetryCount === 0) return 0
  return Math.min(RECONNECT_MAX_DELAY_MS, 1000 * 2 ** (previousRetryCount - 1))
}

export function hubUrl(): string {
  const base = API_BASE_URL || (typeof location === 'undefined' ? 'http://localhost' : location.origin)
  return `${base}${HUB_PATH}`
}

/**
 * The hub refused the token: SignalR keeps the negotiate call's HttpError status only in the message of the error
 * it wraps it in. Retrying would answer 401 for ever (docs/hub-contract.md: any 401 stops the connection).
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (error as Error & { statusCode?: unknown }).statusCode === 401 || /Status code '401'/.test(error.message)
}

type Listener<T> = (value: T) => void
type SignalR = typeof import('@microsoft/signalr')

const loadSignalR = (): Promise<SignalR> => import('@microsoft/signalr')
const isConnected = (connection: HubConnection | undefined) => String(connection?.state) === 'Connected'

class LiveHub {
  private connection: HubConnection | undefined
  /** The SignalR client is being loaded for this token's connection. */
  private loading = ''
  private token = ''
  private status: HubStatus = 'idle'
  private startTimer: ReturnType<typeof setTimeout> | undefined
  private readonly statusListeners = new Set<() => void>()
  private readonly messageListeners = new Set<Listener<LiveMessage>>()
  private readonly connectedListeners = new Set<Listener<{ afterOutage: boolean }>>()

  getStatus = (): HubStatus => this.status

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  onMessage(listener: Listener<LiveMessage>): () => void {
    this.messageListeners.add(listener)
    return () => this.messageListeners.delete(listener)
  }

  /** Fires on every (re)connection; afterOutage = messages may have been missed, so state must be re-read. */
  onConnected(listener: Listener<{ afterOutage: boolean }>): () => void {
    this.connectedListeners.add(listener)
    return () => this.connectedListeners.delete(listener)
  }

  get isLive(): boolean {
    return isConnected(this.connection)
  }

  /** Starts the connection for the current session if it is not running (idempotent). */
  ensureStarted() {
    const { token } = sessionStore.get()
    if (!token) return
    if (this.token === token && (this.connection || this.loading === token)) return
    if (this.connection || this.loading) void this.stop()
    this.token = token
    this.loading = token
    this.setStatus('connecting')
    loadSignalR().then(
      (signalr) => {
        // Signed out or signed in as someone else meanwhile: that session starts its own connection.
        if (this.loading !== token) return
        this.loading = ''
        this.connection = this.build(signalr)
        void this.start(this.connection, 0)
      },
      () => {
        if (this.loading !== token) return
        this.loading = ''
        this.token = ''
        this.setStatus('offline')
        this.startTimer = setTimeout(() => this.ensureStarted(), reconnectDelay(1))
      },
    )
  }

  /**
   * Sign-out: drop the connection, which releases this user's locks server-side (see docs/decisions.md, "Sign-out
   * forgets everything").
   */
  async stop() {
    clearTimeout(this.startTimer)
    const connection = this.connection
    this.connection = undefined
    this.loading = ''
    this.token = ''
    this.setStatus('idle')
    if (connection) await connection.stop().catch(() => undefined)
  }

  /** Fails fast when the channel is down: callers fall back to working without live state. */
  async invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    const connection = this.connection
    if (!connection || !isConnected(connection)) throw new Error('Live channel is not connected')
    return connection.invoke<T>(method, ...args)
  }

  init(group: string) {
    return this.invoke(CLIENT_METHODS.init, group)
  }

  close(group: string) {
    return this.invoke(CLIENT_METHODS.close, group)
  }

  /** Resolves to null when this client holds the lock, or to the other holder's entry. */
  async addEntry(group: string, id: Id): Promise<LockEntry | null> {
    return parseAddEntryResult(await this.invoke(CLIENT_METHODS.addEntry, group, id))
  }

  removeEntry(group: string, id: Id) {
    return this.invoke(CLIENT_METHODS.removeEntry, group, id)
  }

  /**
   * What this connection's hub offers beyond the spec's calls (docs/hub-contract.md, "Presence"). A hub that refuses
   * the call (it has no extensions) offers nothing: the answer is an empty set, never an error.
   */
  async extensions(): Promise<ReadonlySet<string>> {
    return this.invoke(CLIENT_METHODS.extensions).then(parseExtensions, () => new Set<string>())
  }

  /** The user opened a list (id null) or a record of the group: one message per open, and one per close. */
  openView(group: string, id: Id | null, mode: ViewMode) {
    return this.invoke(CLIENT_METHODS.openView, group, id, mode)
  }

  closeView(group: string, id: Id | null) {
    return this.invoke(CLIENT_METHODS.closeView, group, id)
  }

  /** The channel failed to serve a group (failed Init): show offline until the next successful connection. */
  markOffline() {
    if (this.connection || this.loading) this.setStatus('offline')
  }

  private build({ HubConnectionBuilder, LogLevel }: SignalR): HubConnection {
    const retryPolicy: IRetryPolicy = {
      nextRetryDelayInMilliseconds: ({ previousRetryCount, retryReason }) => {
        if (isUnauthorizedError(retryReason)) {
          this.unauthorized(connection)
          return null
        }
        if (previousRetryCount > 0) this.setStatus('offline')
        return reconnectDelay(previousRetryCount)
      },
    }
    const connection = new HubConnectionBuilder()
      .withUrl(hubUrl(), { accessTokenFactory: () => sessionStore.get().token })
      .withAutomaticReconnect(retryPolicy)
      .configureLogging(LogLevel.Warning)
      .build()
    for (const method of SERVER_METHODS) {
      connection.on(method, (...args: unknown[]) => {
        const message = parseServerMessage(method, args)
        if (message) for (const l of [...this.messageListeners]) l(message)
      })
    }
    connection.onreconnecting(() => this.setStatus('reconnecting'))
    connection.onreconnected(() => this.connected(connection, true))
    connection.onclose(() => {
      // Closed for good only when we stopped it; anything else starts over (never give up).
      if (this.connection === connection) void this.start(connection, 1)
    })
    return connection
  }

  private async start(connection: HubConnection, attempt: number) {
    try {
      await connection.start()
      this.connected(connection, attempt > 0)
    } catch (error) {
      if (this.connection !== connection) return
      if (isUnauthorizedError(error)) return this.unauthorized(connection)
      this.setStatus('offline')
      this.startTimer = setTimeout(() => void this.start(connection, attempt + 1), reconnectDelay(attempt + 1))
    }
  }

  /**
   * Treated as any other 401: sign-out (which stops this connection), drafts kept, to /login (see docs/decisions.md,
   * "Drafts and unsaved changes").
   */
  private unauthorized(connection: HubConnection) {
    if (this.connection !== connection) return
    this.connection = undefined
    this.setStatus('idle')
    reportUnauthorized()
  }

  private connected(connection: HubConnection, afterOutage: boolean) {
    if (this.connection !== connection) return
    this.setStatus('live')
    for (const l of [...this.connectedListeners]) l({ afterOutage })
  }

  private setStatus(status: HubStatus) {
    if (this.status === status) return
    this.status = status
    for (const l of [...this.statusListeners]) l()
  }
}

/** The session's one hub. */
export const liveHub = new LiveHub()
