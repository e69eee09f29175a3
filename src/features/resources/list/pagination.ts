import { PAGINATION_BUTTONS } from '@/config'

/** skip = (page − 1) × page size. */
export function skipOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize
}

/** Last page of a list; an empty list still has page 1. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/**
 * The page buttons shown: up to `buttons` consecutive pages, centred on the current one where possible
 * (at the start 1…7, at the end the last 7).
 */
export function pageWindow(current: number, last: number, buttons: number = PAGINATION_BUTTONS): number[] {
  const count = Math.min(buttons, last)
  const start = Math.min(Math.max(1, current - Math.floor(buttons / 2)), last - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/** The page input accepts whole numbers only and clamps to 1…last; anything else is no page. */
export function parsePageInput(text: string, last: number): number | undefined {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return undefined
  return Math.min(Math.max(1, Number(trimmed)), last)
}
