import { defineView } from '@/features/resources/defineView'

export const methodTexts = defineView('methodtexts', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'text', label: 'Text' },
    { name: 'sortOrder', label: 'Sort order' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'sortOrder', header: 'Sort order' },
  ],
})
