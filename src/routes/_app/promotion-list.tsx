import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { validateListSearch } from '@/features/resources/listSearch'
import { ResourceListScreen } from '@/features/resources/ResourceListScreen'
import { promotions } from '@/features/promotions/resource'

const screen = SCREENS.promotions

export const Route = createFileRoute('/_app/promotion-list')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  validateSearch: validateListSearch,
  component: () => <ResourceListScreen resource={promotions} />,
})
