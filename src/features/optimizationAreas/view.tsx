import { defineView } from '@/features/resources/defineView'

export const optimizationAreas = defineView('optimizationareas', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'description', label: 'Description' },
    { name: 'image', label: 'Image' },
    { name: 'optimisationId', label: 'Optimisation' },
    { name: 'active', label: 'Active' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'active', header: 'Active' },
  ],
})
