import type { DashboardPoint } from '../store/types'

export const DASHBOARD_MONTHS = 24

/** Registered app users at the start of each month, Dec 2024 – Nov 2026: steady growth with seasonal bumps. */
export function seedDashboard(): { totalUsers: DashboardPoint[] } {
  let total = 1180
  const totalUsers = Array.from({ length: DASHBOARD_MONTHS }, (_, i) => {
    const month = (11 + i) % 12 // 0-based, starting December
    const year = 2024 + Math.floor((11 + i) / 12)
    // January resolutions and spring campaigns bring more sign-ups.
    const growth = month === 0 ? 1.16 : month >= 2 && month <= 4 ? 1.1 : month >= 6 && month <= 7 ? 1.03 : 1.06
    if (i > 0) total = Math.round(total * growth)
    return { date: `${year}-${String(month + 1).padStart(2, '0')}-01`, total }
  })
  return { totalUsers }
}
