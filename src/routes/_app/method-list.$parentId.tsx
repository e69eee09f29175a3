import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { validateListSearch } from '@/features/resources/listSearch'
import { ResourceListScreen } from '@/features/resources/ResourceListScreen'
import { methods } from '@/features/methods/resource'

const screen = SCREENS.methods

export const Route = createFileRoute('/_app/method-list/$parentId')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  validateSearch: validateListSearch,
  component: () => <ResourceListScreen resource={methods} />,
})
