import { integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'
import type { subchapters as declaration } from './resource'

export const subchapters = defineView<typeof declaration>('subchapters', {
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
