/**
 * The server process's own V8, reached over its inspector (the bench starts it with `--inspect=127.0.0.1:0`, a port
 * of the system's choosing on loopback): the memory figure collects garbage before it reads the resident size, so it
 * measures what the server keeps, not garbage V8 has not collected yet.
 */
import { WebSocket } from 'ws'

export interface Inspector {
  collectGarbage(): Promise<void>
  /** The JS heap in use, in MB. */
  heapUsedMb(): Promise<number>
  close(): void
}

/** The address V8 prints on stderr when its inspector listens. */
export const inspectorAddress = (log: string) => /Debugger listening on (ws:\/\/\S+)/.exec(log)?.[1]

export async function connectInspector(address: string): Promise<Inspector> {
  const socket = new WebSocket(address)
  await new Promise((opened, failed) => {
    socket.once('open', opened)
    socket.once('error', failed)
  })
  let lastId = 0
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((answered, failed) => {
      const id = ++lastId
      const onMessage = (data: Buffer) => {
        const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } }
        if (message.id !== id) return
        socket.off('message', onMessage)
        if (message.error) failed(new Error(`${method}: ${message.error.message}`))
        else answered(message.result)
      }
      socket.on('message', onMessage)
      socket.send(JSON.stringify({ id, method, params }))
    })
  return {
    async collectGarbage() {
      // Twice: the first collection can leave objects that only the second finds unreachable (finalisers, weak maps).
      await call('HeapProfiler.collectGarbage')
      await call('HeapProfiler.collectGarbage')
    },
    async heapUsedMb() {
      const answer = (await call('Runtime.getHeapUsage')) as { usedSize: number }
      return answer.usedSize / 2 ** 20
    },
    close: () => socket.close(),
  }
}
