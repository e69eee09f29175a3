import { integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const subchapters = defineView('subchapters', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'content', label: 'Content', input: 'richtext' },
    { name: 'image', label: 'Image', input: 'image' },
    { name: 'durationMinutes', label: 'Duration (minutes)', input: 'number', rules: [integer()] },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'durationMinutes', header: 'Minutes', hideOnMobile: true },
  ],
})
