import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@/i18n/i18n'
import { AppErrorBoundary } from '@/features/shell/AppErrorBoundary'
import { createQueryClient } from './queryClient'
import { createAppRouter } from './router'
import { redirectToLoginOnUnauthorized } from './unauthorized'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

redirectToLoginOnUnauthorized(router, queryClient)

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nProvider>
  )
}
