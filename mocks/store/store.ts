import { ACCOUNTS, type Account } from './accounts'
import { WriteEvents, type WriteEvent, type WriteListener } from './events'
import type { Persistence } from './persistence'

export type { WriteEvent, WriteListener } from './events'

export interface SandboxState {
  /** token → username */
  tokens: Record<string, string>
}

function seed(): SandboxState {
  return { tokens: {} }
}

/** The one sandbox store; every transport (MSW browser, msw/node, local server) reads and writes it. */
export class SandboxStore {
  state: SandboxState
  private readonly writes = new WriteEvents()
  constructor(private readonly persistence: Persistence) {
    this.state = (persistence.load() as SandboxState | null) ?? seed()
  }

  /** Re-read state another tab may have written. */
  refresh() {
    const loaded = this.persistence.load() as SandboxState | null
    if (loaded) this.state = loaded
  }

  commit() {
    this.persistence.save(this.state)
  }

  reset() {
    this.persistence.clear()
    this.state = seed()
    this.commit()
  }

  /** Subscribe to successful API writes; returns the unsubscribe function. */
  onWrite(listener: WriteListener): () => void {
    return this.writes.on(listener)
  }

  protected emitWrite(event: WriteEvent) {
    this.writes.emit(event)
  }

  findAccount(username: string): Account | undefined {
    return ACCOUNTS.find((a) => a.username === username)
  }

  issueToken(username: string): string {
    const token = `sbx-${username}-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
    this.state.tokens[token] = username
    this.commit()
    return token
  }

  accountForToken(token: string): Account | undefined {
    const username = this.state.tokens[token]
    return username ? this.findAccount(username) : undefined
  }
}
