import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/question-list/$parentId')(
  listRoute(SCREENS.questions, () => import('@/features/questions/resource').then((m) => m.questions)),
)
