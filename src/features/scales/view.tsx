import { defineView } from '@/features/resources/defineView'

export const scales = defineView('scales', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'description', label: 'Description' },
    { name: 'minScore', label: 'Minimum score' },
    { name: 'maxScore', label: 'Maximum score' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'minScore', header: 'Min' },
    { key: 'maxScore', header: 'Max' },
  ],
})
