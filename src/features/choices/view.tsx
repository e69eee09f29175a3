import { integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const choices = defineView('choices', {
  fields: [
    { name: 'text', label: 'Text', input: 'text', rules: [required()] },
    { name: 'value', label: 'Value', input: 'number', rules: [required(), integer()] },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'text', header: 'Text' },
    { key: 'value', header: 'Value' },
    { key: 'sortOrder', header: 'Sort order', hideOnMobile: true },
  ],
})
