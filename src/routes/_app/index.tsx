import { createFileRoute } from '@tanstack/react-router'
import { hasRole, ROLES, sessionStore } from '@/api/session'
import { HomeOrPortions } from '@/features/shell/HomeOrPortions'
import { validateListSearch, type ListSearch } from '@/features/resources/listSearch'
import { startListQuery } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

/** `/` never redirects a signed-in user (design §8.1); with Viewer it is the portions list, whose GET starts here. */
export const Route = createFileRoute('/_app/')({
  staticData: { title: SCREENS.portions.title },
  validateSearch: validateListSearch,
  loaderDeps: ({ search }: { search: ListSearch }) => ({ search }),
  loader: ({ context, deps }) => {
    if (!hasRole(sessionStore.get(), ROLES.VIEWER)) return
    void startListQuery(context.queryClient, () => import('@/features/portions/resource').then((m) => m.portions), deps.search)
  },
  component: HomeOrPortions,
})
