import { HttpResponse, delay } from 'msw'
import { MESSAGES } from '@/i18n/messages'

/** The fault kinds of the matrix. */
export type FaultKind = '400' | '401' | '403' | '404' | '500' | 'timeout' | 'malformed' | 'network'
export const FAULT_KINDS: readonly FaultKind[] = ['400', '401', '403', '404', '500', 'timeout', 'malformed', 'network']

/**
 * The server's own message a 400 carries (shown under the spec's text: see docs/decisions.md, "Errors from a write").
 */
export const SERVER_MESSAGE = 'Name must be unique'

/** A short timeout for the timeout cells; set with setHttpTimeout. */
export const TEST_TIMEOUT_MS = 300

/** An msw resolver answering with the fault. */
export function faultResponse(kind: FaultKind) {
  return async () => {
    switch (kind) {
      case '400':
        return HttpResponse.json({ message: SERVER_MESSAGE }, { status: 400 })
      case 'timeout':
        await delay('infinite')
        return HttpResponse.json({})
      case 'malformed':
        return new HttpResponse('{"values": [1, 2', { status: 200, headers: { 'Content-Type': 'application/json' } })
      case 'network':
        return HttpResponse.error()
      default:
        return HttpResponse.json({}, { status: Number(kind) })
    }
  }
}

/** What the spec (and MESSAGES for what it leaves open) says the console shows for a fault. */
export function faultMessage(kind: FaultKind): string {
  if (kind === 'timeout') return MESSAGES.timeout
  if (kind === 'malformed') return MESSAGES.malformed
  if (kind === 'network') return MESSAGES.network
  return MESSAGES.backendError(Number(kind))
}
