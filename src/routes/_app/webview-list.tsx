import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/webview-list')(
  listRoute(SCREENS.webViews, () => import('@/features/webPages/resource').then((m) => m.webPages)),
)
