import { createFileRoute } from '@tanstack/react-router'
import { HomeOrPortions } from '@/features/shell/HomeOrPortions'
import { validateListSearch } from '@/features/resources/listSearch'
import { SCREENS } from '@/features/shell/screens'

/** `/` never redirects a signed-in user (design §8.1); with Viewer it is the portions list. */
export const Route = createFileRoute('/_app/')({
  staticData: { title: SCREENS.portions.title },
  validateSearch: validateListSearch,
  component: HomeOrPortions,
})
