import { defineView } from '@/features/resources/defineView'

export const courses = defineView('courses', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'description', label: 'Description' },
    { name: 'image', label: 'Image' },
    { name: 'goalId', label: 'Goal' },
    { name: 'published', label: 'Published' },
    { name: 'sortOrder', label: 'Sort order' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'published', header: 'Published' },
  ],
})
