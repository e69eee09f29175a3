import { integer, minField, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const scales = defineView('scales', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'minScore', label: 'Minimum score', input: 'number', rules: [integer()] },
    {
      name: 'maxScore',
      label: 'Maximum score',
      input: 'number',
      rules: [integer(), minField('minScore', 'Minimum score')],
    },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'minScore', header: 'Min', hideOnMobile: true },
    { key: 'maxScore', header: 'Max', hideOnMobile: true },
  ],
})
