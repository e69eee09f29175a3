import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import { QUERY_STALE_MS } from '@/config'

/**
 * Queries retry once on network errors and 5xx, never on 4xx; mutations never (see docs/decisions.md, "Retries and the
 * timeout").
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'network') return true
  return error.kind === 'http' && (error.status ?? 0) >= 500
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: QUERY_STALE_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
