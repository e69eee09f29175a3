import { defineView } from '@/features/resources/defineView'
import { recordName } from '@/features/resources/recordName'
import { recipes as declaration } from './resource'
import { VariantsLink } from './VariantsLink'

export const recipes = defineView('recipes', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'image', label: 'Image' },
    { name: 'description', label: 'Description' },
    { name: 'preparationMinutes', label: 'Preparation (minutes)' },
    { name: 'servings', label: 'Servings' },
    { name: 'kcal', label: 'kcal' },
    { name: 'dietId', label: 'Diet' },
    { name: 'indicationId', label: 'Indication' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'kcal', header: 'kcal' },
    { key: 'preparationMinutes', header: 'Minutes' },
  ],
  renderActions: (r) => <VariantsLink recipeId={r.id} title={recordName(declaration, r)} />,
})
