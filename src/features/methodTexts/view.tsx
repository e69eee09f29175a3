import { integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const methodTexts = defineView('methodtexts', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'text', label: 'Text', input: 'richtext' },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'sortOrder', header: 'Sort order', hideOnMobile: true },
  ],
})
