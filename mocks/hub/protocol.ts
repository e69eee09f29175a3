/**
 * The SignalR JSON hub protocol, as much as the sandbox hub needs: records end with 0x1E; the client opens with
 * the handshake {"protocol":"json","version":1}; then invocations (1), completions (3), pings (6), close (7).
 */
import { randomHex } from '../store/signIns'

export const RECORD_SEPARATOR = '\u001e'
export const HUB_PATH = '/edit-states'
export const PING_INTERVAL_MS = 15000

export const MessageType = { Invocation: 1, Completion: 3, Ping: 6, Close: 7 } as const

export interface InvocationMessage {
  type: typeof MessageType.Invocation
  invocationId?: string
  target: string
  arguments: unknown[]
}

export type HubRecord = InvocationMessage | { type: number; [key: string]: unknown }

/** One text frame may carry several records. */
export function splitRecords(text: string): string[] {
  return text.split(RECORD_SEPARATOR).filter((r) => r.length > 0)
}

export const frame = (value: unknown) => JSON.stringify(value) + RECORD_SEPARATOR

export const invocation = (target: string, args: unknown[]) =>
  frame({ type: MessageType.Invocation, target, arguments: args })

export const completion = (invocationId: string, outcome: { result: unknown } | { error: string }) =>
  frame({ type: MessageType.Completion, invocationId, ...outcome })

export const ping = () => frame({ type: MessageType.Ping })

export function isInvocation(record: HubRecord): record is InvocationMessage {
  return (
    record.type === MessageType.Invocation &&
    typeof record.target === 'string' &&
    Array.isArray((record as { arguments?: unknown }).arguments)
  )
}

/** Answer of POST <hub>/negotiate?negotiateVersion=1: WebSockets only. */
export function negotiateAnswer() {
  const token = () => randomHex(16)
  return {
    negotiateVersion: 1,
    connectionId: token(),
    connectionToken: token(),
    availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
  }
}
