import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/lexicon-list/$parentId')(
  listRoute(SCREENS.lexicon, () => import('@/features/lexicon/resource').then((m) => m.lexicon)),
)
