import { createFileRoute } from '@tanstack/react-router'
import { HomeOrPortions } from '@/features/shell/HomeOrPortions'

/** `/` never redirects a signed-in user (design §8.1). */
export const Route = createFileRoute('/_app/')({
  staticData: { title: 'Portions' },
  component: HomeOrPortions,
})
