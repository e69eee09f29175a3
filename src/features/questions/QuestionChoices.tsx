import { useQuery } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { listParams, listQueryOptions } from '@/features/resources/queries'
import { linkedResource } from '@/features/resources/linkedResource'
import { rowDetailsStyles as s } from '@/features/resources/list/rowDetails.styles'
import { Spinner } from '@/ui/Feedback'
import { useLingui } from '@lingui/react'

const choices = linkedResource('choices')

/**
 * A question's choices under its row. Reads the first page of the choice list of that question, the same
 * cache entry the choice list screen uses, so live updates and edits there show here too.
 */
export function QuestionChoices({ questionId }: { questionId: Id }) {
  const query = useQuery(
    listQueryOptions(choices, listParams(choices, { page: 1, search: '', filter: {}, parentId: questionId })),
  )
  const { _ } = useLingui()
  if (query.isPending) return <Spinner role="status" aria-label={_('Loading choices')} />
  if (query.isError) return <p className={s.error}>{query.error.message}</p>
  const { values, total } = query.data
  if (values.length === 0) return <p className={s.muted}>{_('No choices yet.')}</p>
  return (
    <div>
      <p className={s.title}>{_('Choices')}</p>
      <ul className={s.list}>
        {values.map((choice) => (
          <li key={String(choice.id)}>
            {String(choice.text ?? '')} ({String(choice.value ?? '')})
          </li>
        ))}
      </ul>
      {total > values.length && <p className={s.muted}>{_('and {count} more', { count: total - values.length })}</p>}
    </div>
  )
}
