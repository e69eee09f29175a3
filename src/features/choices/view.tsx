import { integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'
import type { choices as declaration } from './resource'

export const choices = defineView<typeof declaration>('choices', {
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
