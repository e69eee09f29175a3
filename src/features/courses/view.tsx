import { integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const courses = defineView('courses', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'image', label: 'Image', input: 'image' },
    { name: 'goalId', label: 'Goal', input: 'select', options: { kind: 'dictionary', dictionary: 'goal' } },
    { name: 'published', label: 'Published', input: 'checkbox' },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'published', header: 'Published', hideOnMobile: true },
  ],
})
