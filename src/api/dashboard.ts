/** GET /dashboard/: its answer's schema, the call and the query the dashboard's route and screen share. */
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { request } from './http'
import { queryKeys } from './queryKeys'

const pointSchema = z.looseObject({ date: z.string(), total: z.coerce.number() })
export type UserPoint = { date: string; total: number }

export interface DashboardData {
  /** User totals over time, oldest first. */
  history: UserPoint[]
  /** The latest total, or null when there is no history. */
  current: number | null
}

function toData(points: z.output<typeof pointSchema>[]): DashboardData {
  const history = points
    .map((p) => ({ date: p.date, total: p.total }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  return { history, current: history.at(-1)?.total ?? null }
}

/** The answer of GET /dashboard/: `totalUsers`, also known as `fullUserHistory`; a bare list is accepted. */
export const dashboardSchema = z.union([
  z.pipe(z.array(pointSchema), z.transform(toData)),
  z.pipe(
    z.looseObject({ totalUsers: z.optional(z.array(pointSchema)), fullUserHistory: z.optional(z.array(pointSchema)) }),
    z.transform((d) => toData(d.totalUsers ?? d.fullUserHistory ?? [])),
  ),
])

export function fetchDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return request('/dashboard/', { schema: dashboardSchema, signal })
}

export const dashboardQuery = () =>
  queryOptions({ queryKey: queryKeys.dashboard(), queryFn: ({ signal }) => fetchDashboard(signal) })
