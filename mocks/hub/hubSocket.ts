/** One WebSocket of the sandbox hub, whatever carries it (msw's interception or the ws package). */
import type { HubCore } from './hubCore'
import { PING_INTERVAL_MS, completion, frame, invocation, isInvocation, MessageType, ping, splitRecords, type HubRecord } from './protocol'

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

export function openHubSocket(core: HubCore, token: string, socket: RawSocket): HubSocket {
  let client: ReturnType<HubCore['connect']> | undefined
  // The client drops a connection that stays silent for 30 s: keep it alive.
  const pinger = setInterval(() => socket.send(ping()), PING_INTERVAL_MS)

  function handshake(record: string) {
    const request = JSON.parse(record) as { protocol?: unknown; version?: unknown }
    if (request.protocol !== 'json') {
      socket.send(frame({ error: `Protocol '${String(request.protocol)}' is not supported; use json.` }))
      socket.close(1002, 'unsupported protocol')
      return
    }
    socket.send(frame({}))
    client = core.connect(
      token,
      (target, args) => socket.send(invocation(target, args)),
      () => socket.close(SIGNED_OUT_CLOSE, 'Not signed in'),
    )
  }

  function handle(record: HubRecord) {
    if (!client) return
    if (record.type === MessageType.Close) {
      socket.close(1000)
      return
    }
    if (!isInvocation(record)) return
    try {
      const result = client.invoke(record.target, record.arguments)
      if (record.invocationId) socket.send(completion(record.invocationId, { result }))
    } catch (error) {
      if (record.invocationId) socket.send(completion(record.invocationId, { error: error instanceof Error ? error.message : String(error) }))
    }
  }

  return {
    receive(text) {
      for (const record of splitRecords(text)) {
        try {
          if (!client) handshake(record)
          else handle(JSON.parse(record) as HubRecord)
        } catch {
          socket.close(1002, 'malformed message')
        }
      }
    },
    closed() {
      clearInterval(pinger)
      client?.disconnect()
      client = undefined
    },
  }
}
