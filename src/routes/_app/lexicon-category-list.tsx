import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/features/auth/guards'
import { SCREENS } from '@/features/shell/screens'
import { NotBuiltYet } from '@/features/shell/NotBuiltYet'

const screen = SCREENS.lexiconCategories

export const Route = createFileRoute('/_app/lexicon-category-list')({
  staticData: { title: screen.title },
  beforeLoad: () => requireRole(screen.role),
  component: () => <NotBuiltYet title={screen.title} />,
})
