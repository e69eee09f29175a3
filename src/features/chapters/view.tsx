import { defineView } from '@/features/resources/defineView'

export const chapters = defineView('chapters', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'description', label: 'Description' },
    { name: 'sortOrder', label: 'Sort order' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'sortOrder', header: 'Sort order' },
  ],
})
