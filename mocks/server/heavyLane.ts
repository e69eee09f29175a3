/**
 * Requests that cost the most (a list page larger than any screen asks for) take turns: one at a time, each turn in
 * its own pass of the event loop, so the requests that arrive meanwhile (a screen's page, a save) are read and
 * answered between two heavy ones instead of after all of them. One heavy request never holds another user's for
 * longer than one heavy request takes.
 */

/** Pages above this many records are heavy: a screen asks for 7 to 20, an export or select-all for 100. */
export const HEAVY_TAKE = 100

/** Whether a request is heavy: a GET whose `take` asks for more than HEAVY_TAKE records. */
export function isHeavy(method: string, url: URL): boolean {
  return method === 'GET' && Number(url.searchParams.get('take')) > HEAVY_TAKE
}

export interface Lane {
  /** Waits for this request's turn; answers the function that ends it. */
  enter(): Promise<() => void>
}

export function lane(): Lane {
  let busy = false
  const waiting: (() => void)[] = []
  const nextTurn = () => new Promise<void>((start) => setImmediate(start))
  const leave = () => {
    const next = waiting.shift()
    // The next turn starts in a later pass of the event loop: what arrived meanwhile is read first.
    if (next) setImmediate(next)
    else busy = false
  }
  return {
    async enter() {
      if (busy) await new Promise<void>((start) => waiting.push(start))
      else {
        busy = true
        await nextTurn()
      }
      let left = false
      return () => {
        if (left) return
        left = true
        leave()
      }
    },
  }
}
