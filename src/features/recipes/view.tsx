import { decimal, integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'
import { VariantsLink } from './VariantsLink'

export const recipes = defineView('recipes', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'image', label: 'Image', input: 'image' },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'preparationMinutes', label: 'Preparation (minutes)', input: 'number', rules: [integer()] },
    { name: 'servings', label: 'Servings', input: 'number', rules: [integer()] },
    { name: 'kcal', label: 'kcal', input: 'number', rules: [decimal()] },
    { name: 'dietId', label: 'Diet', input: 'select', options: { kind: 'dictionary', dictionary: 'diet' } },
    {
      name: 'indicationId',
      label: 'Indication',
      input: 'select',
      options: { kind: 'dictionary', dictionary: 'indication' },
    },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'kcal', header: 'kcal', hideOnMobile: true },
    { key: 'preparationMinutes', header: 'Minutes', hideOnMobile: true },
  ],
  renderActions: (r) => <VariantsLink recipeId={r.id} title={r.title ?? String(r.id)} />,
})
