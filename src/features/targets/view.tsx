import { defineView } from '@/features/resources/defineView'

export const targets = defineView('targets', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'description', label: 'Description' },
    { name: 'targetId', label: 'Target type' },
    { name: 'value', label: 'Value' },
    { name: 'unit', label: 'Unit' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'value', header: 'Value' },
    { key: 'unit', header: 'Unit' },
  ],
})
