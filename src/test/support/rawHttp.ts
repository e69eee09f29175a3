import { connect } from 'node:net'

export interface RawAnswer {
  /** The status of the answer's first line; undefined when the server closed without one. */
  status: number | undefined
  /** Everything the server sent. */
  text: string
}

const STATUS_LINE = /^HTTP\/1\.[01] (\d{3})/

/**
 * Sends bytes as they are over a TCP socket (no client fixes the request line or headers on the way), half-closes,
 * and reads until the server closes or the first answer's head is complete for an upgrade (a 101 stays open).
 */
export function rawRequest(url: string, request: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url)
  return new Promise((done) => {
    const socket = connect(Number(port), hostname, () => socket.end(request))
    let text = ''
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const status = STATUS_LINE.exec(text)?.[1]
      done({ status: status === undefined ? undefined : Number(status), text })
    }
    const timer = setTimeout(finish, timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1')
      if (text.startsWith('HTTP/1.1 101') && text.includes('\r\n\r\n')) finish()
    })
    socket.on('error', finish)
    socket.on('close', finish)
  })
}

/** A WebSocket upgrade request for a target, with the headers a browser sends and any extra lines. */
export function upgradeRequest(target: string, extra: readonly string[] = []): string {
  return [
    `GET ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    ...extra,
    '',
    '',
  ].join('\r\n')
}
