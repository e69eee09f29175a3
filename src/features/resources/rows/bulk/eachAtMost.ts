/**
 * Runs `work` on each item, at most `concurrency` at once, in the items' order. A `work` that rejects stops the
 * items not started yet and rejects with its error.
 */
export async function eachAtMost<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    try {
      for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item)
    } catch (error) {
      next = items.length // the others start nothing more
      throw error
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker))
}
