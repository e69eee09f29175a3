import type { Id } from '@/api/queryKeys'
import { eachAtMost } from './eachAtMost'

/** The sum of `count` over the ids, asked `concurrency` at a time; rejects with the first failure. */
export async function sumOver(
  ids: readonly Id[],
  count: (id: Id) => Promise<number>,
  concurrency: number,
): Promise<number> {
  let total = 0
  await eachAtMost(ids, concurrency, async (id) => {
    // Read the total after the await: `total += await …` would add to the value from before it.
    const n = await count(id)
    total += n
  })
  return total
}
