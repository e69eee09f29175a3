import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/listRoute'
import { SCREENS } from '@/features/shell/screens'

export const Route = createFileRoute('/_app/methodmultiplechoice-list/$parentId')(
  listRoute(SCREENS.methodMultipleChoices, () => import('@/features/methodMultipleChoices/resource').then((m) => m.methodMultipleChoices)),
)
