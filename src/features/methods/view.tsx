import { integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const methods = defineView('methods', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'image', label: 'Image', input: 'image' },
    { name: 'durationMinutes', label: 'Duration (minutes)', input: 'number', rules: [integer()] },
    {
      name: 'motivationId',
      label: 'Motivation',
      input: 'select',
      options: { kind: 'dictionary', dictionary: 'motivation' },
    },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'durationMinutes', header: 'Minutes', hideOnMobile: true },
  ],
})
