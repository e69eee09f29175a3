import { defineView } from '@/features/resources/defineView'

export const methods = defineView('methods', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'description', label: 'Description' },
    { name: 'image', label: 'Image' },
    { name: 'durationMinutes', label: 'Duration (minutes)' },
    { name: 'motivationId', label: 'Motivation' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'durationMinutes', header: 'Minutes' },
  ],
})
