/**
 * The one import-graph walk of the build and its tests: every node reachable from `starts` along `edges`, the starts
 * included; a node `stop` names is neither kept nor entered. Rolldown's module graph (firstLoadChunks.ts), the
 * bundle's chunks (shellChunks.ts) and Vite's manifest (e2e/budget.e2e.ts) are each one `edges` function.
 */
export function reachable<T>(
  starts: Iterable<T>,
  edges: (node: T) => Iterable<T>,
  stop: (node: T) => boolean = () => false,
): Set<T> {
  const seen = new Set<T>()
  const queue = [...starts]
  for (let node = queue.pop(); node !== undefined; node = queue.pop()) {
    if (seen.has(node) || stop(node)) continue
    seen.add(node)
    queue.push(...edges(node))
  }
  return seen
}
