import { decimal, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const targets = defineView('targets', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'targetId', label: 'Target type', input: 'select', options: { kind: 'dictionary', dictionary: 'target' } },
    { name: 'value', label: 'Value', input: 'number', rules: [decimal()] },
    { name: 'unit', label: 'Unit', input: 'text' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'value', header: 'Value', hideOnMobile: true },
    { key: 'unit', header: 'Unit', hideOnMobile: true },
  ],
})
