import { createFileRoute } from '@tanstack/react-router'
import { listRoute } from '@/features/resources/list/listRoute'

export const Route = createFileRoute('/_app/lexicon-list/$parentId')(listRoute('lexicon'))
