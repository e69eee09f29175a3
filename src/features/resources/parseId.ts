import type { Id } from '@/api/queryKeys'

/** Route params are strings; numeric ids travel as numbers (records keep the server's type). */
export function parseId(raw: string): Id {
  return /^-?\d+$/.test(raw) ? Number(raw) : raw
}
