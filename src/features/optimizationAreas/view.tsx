import { required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const optimizationAreas = defineView('optimizationareas', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'image', label: 'Image', input: 'image' },
    {
      name: 'optimisationId',
      label: 'Optimisation',
      input: 'select',
      options: { kind: 'dictionary', dictionary: 'optimisation' },
    },
    { name: 'active', label: 'Active', input: 'checkbox' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'active', header: 'Active', hideOnMobile: true },
  ],
})
