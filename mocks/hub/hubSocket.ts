/** One WebSocket of the sandbox hub, whatever carries it (msw's interception or the ws package). */
import type { HubCore } from './hubCore'
import { HUB_LIMITS } from './limits'
import {
  PING_INTERVAL_MS,
  completion,
  frame,
  invocation,
  isInvocation,
  MessageType,
  ping,
  splitRecords,
  type HubRecord,
} from './protocol'

export interface RawSocket {
  send(text: string): void
  close(code?: number, reason?: string): void
}

export interface HubSocket {
  receive(text: string): void
  /** The socket closed (either side): release its locks. */
  closed(): void
}

/** Close code when the user is signed out while connected; the client's reconnect then meets a 401. */
export const SIGNED_OUT_CLOSE = 4401
/** Close code when the user lost a role while connected; the client's reconnect joins what its roles allow now. */
export const ROLES_CHANGED_CLOSE = 4403
/** RFC 6455 close codes the hub uses for a client that breaks its limits (docs/hub-contract.md). */
export const CLOSE_CODES = { protocolError: 1002, invalidData: 1007, policy: 1008, tooBig: 1009 } as const

export const CLOSE_REASONS = {
  tooManyRecords: `A frame carries at most ${HUB_LIMITS.maxRecordsPerFrame} messages.`,
  tooManyMessages: `Too many messages: at most ${HUB_LIMITS.messagesPerSecond} a second.`,
}

/** A token bucket: `messageBurst` messages at once, refilled at `messagesPerSecond`. */
function rateLimiter(now: () => number = Date.now) {
  let tokens: number = HUB_LIMITS.messageBurst
  let last = now()
  return (count: number): boolean => {
    const at = now()
    tokens = Math.min(HUB_LIMITS.messageBurst, tokens + ((at - last) / 1000) * HUB_LIMITS.messagesPerSecond)
    last = at
    tokens -= count
    return tokens >= 0
  }
}

export function openHubSocket(core: HubCore, token: string, socket: RawSocket): HubSocket {
  let client: ReturnType<HubCore['connect']> | undefined
  // Once closing, nothing more the client sent is read: a flood ends at its first broken limit.
  let closing = false
  const allowed = rateLimiter()
  // The client drops a connection that stays silent for 30 s: keep it alive.
  const pinger = setInterval(() => socket.send(ping()), PING_INTERVAL_MS)

  function close(code: number, reason: string) {
    closing = true
    socket.close(code, reason)
  }

  function handshake(record: string) {
    const request = JSON.parse(record) as { protocol?: unknown; version?: unknown }
    if (request.protocol !== 'json') {
      socket.send(frame({ error: `Protocol '${String(request.protocol)}' is not supported; use json.` }))
      close(CLOSE_CODES.protocolError, 'unsupported protocol')
      return
    }
    socket.send(frame({}))
    client = core.connect(
      token,
      (target, args) => socket.send(invocation(target, args)),
      (reason) =>
        reason === 'signed out'
          ? close(SIGNED_OUT_CLOSE, 'Not signed in')
          : close(ROLES_CHANGED_CLOSE, 'Your roles changed; connect again.'),
    )
  }

  function handle(record: HubRecord) {
    if (!client) return
    if (record.type === MessageType.Close) {
      close(1000, 'closed by the client')
      return
    }
    if (!isInvocation(record)) return
    try {
      const result = client.invoke(record.target, record.arguments)
      if (record.invocationId) socket.send(completion(record.invocationId, { result }))
    } catch (error) {
      if (record.invocationId)
        socket.send(completion(record.invocationId, { error: error instanceof Error ? error.message : String(error) }))
    }
  }

  return {
    receive(text) {
      if (closing) return
      const records = splitRecords(text)
      if (records.length > HUB_LIMITS.maxRecordsPerFrame) return close(CLOSE_CODES.policy, CLOSE_REASONS.tooManyRecords)
      if (!allowed(records.length)) return close(CLOSE_CODES.policy, CLOSE_REASONS.tooManyMessages)
      for (const record of records) {
        if (closing) return
        try {
          if (!client) handshake(record)
          else handle(JSON.parse(record) as HubRecord)
        } catch {
          close(CLOSE_CODES.protocolError, 'malformed message')
        }
      }
    },
    closed() {
      closing = true
      clearInterval(pinger)
      client?.disconnect()
      client = undefined
    },
  }
}
