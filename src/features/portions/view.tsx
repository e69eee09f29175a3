import { decimal, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const portions = defineView('portions', {
  fields: [
    { name: 'name', label: 'Name', input: 'text', rules: [required()] },
    { name: 'servingId', label: 'Serving', input: 'select', options: { kind: 'servings' }, rules: [required()] },
    { name: 'amount', label: 'Amount', input: 'number', rules: [required(), decimal()] },
    { name: 'unit', label: 'Unit', input: 'text' },
    { name: 'kcal', label: 'Energy (kcal)', input: 'number', rules: [decimal()] },
    { name: 'protein', label: 'Protein (g)', input: 'number', rules: [decimal()] },
    { name: 'fat', label: 'Fat (g)', input: 'number', rules: [decimal()] },
    { name: 'carbs', label: 'Carbohydrates (g)', input: 'number', rules: [decimal()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'name', header: 'Name' },
    { key: 'amount', header: 'Amount' },
    { key: 'unit', header: 'Unit' },
    { key: 'kcal', header: 'kcal', hideOnMobile: true },
  ],
})
