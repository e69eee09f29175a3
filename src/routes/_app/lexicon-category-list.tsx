import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/lexicon-category-list')(
  listRoute(SCREENS.lexiconCategories, () => import('@/features/lexiconCategories/resource').then((m) => m.lexiconCategories)),
)
