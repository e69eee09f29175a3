import { useQuery } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { apiDateToDisplay } from '@/features/forms/dateValue'
import { useDictionaryName } from '@/features/forms/options'
import { detailQueryOptions } from '@/features/resources/queries'
import { InsuranceName } from '@/features/dictionaries/InsuranceName'
import type { RecordOf } from '@/features/resources/declaration'
import { linkedResource } from '@/features/resources/linkedResource'
import type { patients } from './resource'
import { genderText } from './gender'
import { rowDetailsStyles as s } from '@/features/resources/list/rowDetails.styles'
import { Spinner } from '@/ui/Feedback'
import { useLingui } from '@lingui/react'

/** A patient's details under the row, loaded with GET /patients/{id} (see docs/decisions.md, "Expandable rows"). */
export function PatientDetails({ id }: { id: Id }) {
  const query = useQuery(detailQueryOptions(linkedResource('patients'), id))
  const { _ } = useLingui()
  const goal = useDictionaryName('goal', asId(query.data?.goalId))
  if (query.isPending) return <Spinner role="status" aria-label={_('Loading patient details')} />
  if (query.isError) return <p className={s.error}>{query.error.message}</p>
  // The cache holds the record as the patients schema parsed it.
  const p = query.data as RecordOf<typeof patients>
  const items: [string, React.ReactNode][] = [
    ['Patient id', String(p.id)],
    ['Name', [p.firstName, p.lastName].filter(Boolean).join(' ')],
    ['Email', p.email ?? ''],
    ['Gender', genderText(p.gender) ?? ''],
    ['Insurance', <InsuranceName key="insurance" id={p.insuranceId} fallback={p.insurance} />],
    ['Birth date', apiDateToDisplay(p.birthDate)],
    ['Goal', goal ?? ''],
    ['Registered', apiDateToDisplay(p.registeredAt)],
  ]
  return (
    <dl className={s.data}>
      {items.map(([label, value]) => (
        <div key={label} className={s.item}>
          <dt>{_(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function asId(value: unknown): Id | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null
}
