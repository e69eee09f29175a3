// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { dashboardSchema } from './dashboard'

describe('dashboardSchema', () => {
  test('reads totalUsers, sorts by date and takes the latest total as current', () => {
    const d = dashboardSchema.parse({
      totalUsers: [
        { date: '2024-03-01', total: 30 },
        { date: '2024-01-01', total: 10 },
      ],
    })
    expect(d.history.map((p) => p.date)).toEqual(['2024-01-01', '2024-03-01'])
    expect(d.current).toBe(30)
  })

  test('accepts fullUserHistory and a bare list', () => {
    expect(dashboardSchema.parse({ fullUserHistory: [{ date: '2024-01-01', total: '7' }] }).current).toBe(7)
    expect(dashboardSchema.parse([{ date: '2024-01-01', total: 3 }]).current).toBe(3)
  })

  test('no history means no current total', () => {
    expect(dashboardSchema.parse({}).current).toBeNull()
  })

  test('rejects points without a total', () => {
    expect(dashboardSchema.safeParse({ totalUsers: [{ date: '2024-01-01' }] }).success).toBe(false)
  })
})
