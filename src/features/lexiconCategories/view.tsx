import { defineView } from '@/features/resources/defineView'

export const lexiconCategories = defineView('lexiconcategories', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'image', label: 'Image' },
    { name: 'sortOrder', label: 'Sort order' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'sortOrder', header: 'Sort order' },
  ],
})
