import { defineView } from '@/features/resources/defineView'

export const portions = defineView('portions', {
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'servingId', label: 'Serving' },
    { name: 'amount', label: 'Amount' },
    { name: 'unit', label: 'Unit' },
    { name: 'kcal', label: 'Energy (kcal)' },
    { name: 'protein', label: 'Protein (g)' },
    { name: 'fat', label: 'Fat (g)' },
    { name: 'carbs', label: 'Carbohydrates (g)' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'name', header: 'Name' },
    { key: 'amount', header: 'Amount' },
    { key: 'unit', header: 'Unit' },
    { key: 'kcal', header: 'kcal' },
  ],
})
