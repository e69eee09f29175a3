import type { Id } from '@/api/queryKeys'

/** The sum of `count` over the ids, asked `concurrency` at a time; rejects with the first failure. */
export async function sumOver(
  ids: readonly Id[],
  count: (id: Id) => Promise<number>,
  concurrency: number,
): Promise<number> {
  let next = 0
  let total = 0
  const worker = async () => {
    try {
      for (let id = ids[next++]; id !== undefined; id = ids[next++]) {
        // Read the total after the await: `total += await …` would add to the value from before it.
        const n = await count(id)
        total += n
      }
    } catch (error) {
      next = ids.length // the others ask nothing more
      throw error
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, ids.length)) }, worker))
  return total
}
