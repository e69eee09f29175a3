import { defineView } from '@/features/resources/defineView'

export const choices = defineView('choices', {
  fields: [
    { name: 'text', label: 'Text' },
    { name: 'value', label: 'Value' },
    { name: 'sortOrder', label: 'Sort order' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'text', header: 'Text' },
    { key: 'value', header: 'Value' },
    { key: 'sortOrder', header: 'Sort order' },
  ],
})
