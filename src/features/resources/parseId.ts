import type { Id } from '@/api/queryKeys'

/** Route params are strings; numeric ids travel as numbers (records keep the server's type). */
export function parseId(raw: string): Id {
  return /^-?\d+$/.test(raw) ? Number(raw) : raw
}

/** Record ids are whole numbers (the declarations' `id`): anything else in an address names no record. */
export function isRecordId(id: Id): id is number {
  return typeof id === 'number'
}
