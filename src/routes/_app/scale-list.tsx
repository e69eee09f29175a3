import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { validateListSearch } from '@/features/resources/listSearch'
import { ResourceListScreen } from '@/features/resources/ResourceListScreen'
import { scales } from '@/features/scales/resource'

const screen = SCREENS.scales

export const Route = createFileRoute('/_app/scale-list')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  validateSearch: validateListSearch,
  component: () => <ResourceListScreen resource={scales} />,
})
