import { describe, expect, test } from 'vitest'
import { sumOver } from './sumOver'

describe('sumOver', () => {
  test('adds every count, never more than the limit at once', async () => {
    let inFlight = 0
    let most = 0
    const count = async (id: unknown) => {
      most = Math.max(most, ++inFlight)
      await new Promise((r) => setTimeout(r, 1))
      inFlight--
      return Number(id)
    }
    expect(await sumOver([1, 2, 3, 4, 5, 6], count, 2)).toBe(21)
    expect(most).toBe(2)
    expect(await sumOver([], count, 2)).toBe(0)
  })

  test('a failed count rejects and nothing more is asked', async () => {
    const asked: unknown[] = []
    const count = async (id: unknown) => {
      asked.push(id)
      await Promise.resolve()
      if (id === 2) throw new Error('500')
      return 1
    }
    await expect(sumOver([1, 2, 3, 4, 5, 6], count, 2)).rejects.toThrow('500')
    expect(asked.length).toBeLessThan(6)
  })
})
