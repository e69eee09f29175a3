/**
 * Portions in bulk for bulk work, export and load tests (`--seed-portions N`): the seed's foods in other amounts,
 * with their nutrients scaled to match, so lists, search and the serving filter behave as on real data.
 */
import { seedPortions } from '../seed/nutrition'
import type { SandboxRecord } from '../store/types'

const FACTORS = [0.5, 0.75, 1.25, 1.5, 2, 3] as const
const round1 = (n: number) => Math.round(n * 10) / 10

/** `count` portions without ids, in a stable order (the same count gives the same records). */
export function bulkPortions(count: number): Omit<SandboxRecord, 'id'>[] {
  const foods = seedPortions().map(({ id: _id, Undeletable: _kept, ...food }) => food)
  return Array.from({ length: count }, (_, i) => {
    const food = foods[i % foods.length] ?? {}
    const factor = FACTORS[Math.floor(i / foods.length) % FACTORS.length] ?? 1
    const scaled = (field: string) => (typeof food[field] === 'number' ? round1(food[field] * factor) : food[field])
    return {
      ...food,
      name: `${String(food.name)} (${factor} × ${String(food.amount)} ${String(food.unit ?? '')}, batch ${1 + Math.floor(i / (foods.length * FACTORS.length))})`,
      amount: scaled('amount'),
      kcal: scaled('kcal'),
      protein: scaled('protein'),
      fat: scaled('fat'),
      carbs: scaled('carbs'),
    }
  })
}
