import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { validateListSearch } from '@/features/resources/listSearch'
import { ResourceListScreen } from '@/features/resources/ResourceListScreen'
import { methodTexts } from '@/features/methodTexts/resource'

const screen = SCREENS.methodTexts

export const Route = createFileRoute('/_app/methodtext-list/$parentId')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  validateSearch: validateListSearch,
  component: () => <ResourceListScreen resource={methodTexts} />,
})
