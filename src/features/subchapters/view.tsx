import { defineView } from '@/features/resources/defineView'

export const subchapters = defineView('subchapters', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'content', label: 'Content' },
    { name: 'image', label: 'Image' },
    { name: 'durationMinutes', label: 'Duration (minutes)' },
    { name: 'sortOrder', label: 'Sort order' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'durationMinutes', header: 'Minutes' },
  ],
})
