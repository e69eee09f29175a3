import { Box, List, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { Id } from '@/api/queryKeys'
import { listParams, listQueryOptions } from '@/features/resources/queries'
import { linkedResource } from '@/features/resources/linkedResource'

const choices = linkedResource('choices')

/**
 * A question's choices under its row. Reads the first page of the choice list of that question, the same
 * cache entry the choice list screen uses, so live updates and edits there show here too.
 */
export function QuestionChoices({ questionId }: { questionId: Id }) {
  const query = useQuery(listQueryOptions(choices, listParams(choices, { page: 1, search: '', filter: {}, parentId: questionId })))
  if (query.isPending) return <Spinner size="sm" aria-label="Loading choices" />
  if (query.isError) return <Text color="fg.error">{query.error.message}</Text>
  const { values, total } = query.data
  if (values.length === 0) return <Text color="fg.muted">No choices yet.</Text>
  return (
    <Box>
      <Text fontWeight="medium" mb="1">
        Choices
      </Text>
      <List.Root ps="5">
        {values.map((choice) => (
          <List.Item key={String(choice.id)}>
            {String(choice.text ?? '')} ({String(choice.value ?? '')})
          </List.Item>
        ))}
      </List.Root>
      {total > values.length && <Text color="fg.muted">and {total - values.length} more</Text>}
    </Box>
  )
}
