import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { validateListSearch } from '@/features/resources/listSearch'
import { ResourceListScreen } from '@/features/resources/ResourceListScreen'
import { lexiconCategories } from '@/features/lexiconCategories/resource'

const screen = SCREENS.lexiconCategories

export const Route = createFileRoute('/_app/lexicon-category-list')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  validateSearch: validateListSearch,
  component: () => <ResourceListScreen resource={lexiconCategories} />,
})
