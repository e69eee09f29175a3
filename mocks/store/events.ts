/** A successful create/update/delete through the sandbox API; the hub broadcasts these to the resource's group. */
export interface WriteEvent {
  /** API name of the resource, which is also its live group name (e.g. 'portions', 'recipes'). */
  resource: string
  kind: 'added' | 'updated' | 'deleted'
  id: number
  /** Who wrote it (username and the name a lock of theirs shows), when a signed-in call did. */
  by?: { username: string; name: string }
}

export type WriteListener = (e: WriteEvent) => void

/** Minimal listener set; listeners that throw do not stop the others. */
export class WriteEvents {
  private readonly listeners = new Set<WriteListener>()

  on(listener: WriteListener): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  emit(event: WriteEvent) {
    for (const listener of [...this.listeners]) {
      try {
        listener(event)
      } catch (error) {
        console.error('sandbox write listener failed', error)
      }
    }
  }
}
