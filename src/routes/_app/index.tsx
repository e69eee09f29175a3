import { createFileRoute } from '@tanstack/react-router'
import { hasRole, sessionStore } from '@/api/session'
import { HomeOrPortions } from '@/features/shell/HomeOrPortions'
import { validateListSearch } from '@/features/resources/list/listSearch'
import { listLoaderDeps, startListQuery } from '@/features/resources/list/listRoute'
import { HOME_LIST } from '@/features/shell/screens'

/**
 * `/` never redirects a signed-in user (see docs/decisions.md, "Home screen without Viewer"); with Viewer it is the
 * portions list, whose GET starts here.
 */
export const Route = createFileRoute('/_app/')({
  staticData: { title: HOME_LIST?.screen.title },
  validateSearch: validateListSearch,
  loaderDeps: listLoaderDeps,
  loader: ({ context, deps }) => {
    if (!HOME_LIST || !hasRole(sessionStore.get(), HOME_LIST.role)) return
    void startListQuery(context.queryClient, HOME_LIST.name, deps.search)
  },
  component: HomeOrPortions,
})
