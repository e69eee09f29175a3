import { useQuery } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { dictionaryQuery } from '@/features/forms/options'
import { resolveInsuranceName } from './insuranceName'
import { clippedText } from '@/ui/clippedText'

/** A record's insurance name, resolved from the cached insurance dictionary. */
export function InsuranceName({ id, fallback }: { id: unknown; fallback?: unknown }) {
  const { data } = useQuery(dictionaryQuery('insurance'))
  return <>{clippedText(resolveInsuranceName(data, asId(id), typeof fallback === 'string' ? fallback : null))}</>
}

function asId(value: unknown): Id | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null
}
