import { z } from 'zod'
import { SCREENS } from '@/features/shell/screens'
import { defineResource } from '@/features/resources/types'
import { idSchema, optionalId, optionalNumber, optionalText } from '@/features/resources/recordFields'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  name: optionalText,
  servingId: optionalId,
  amount: optionalNumber,
  unit: optionalText,
  kcal: optionalNumber,
  protein: optionalNumber,
  fat: optionalNumber,
  carbs: optionalNumber,
})

export const portions = defineResource({
  name: 'portions',
  path: '/portions',
  screen: SCREENS.portions,
  title: 'Portions',
  suffix: 'Portion',
  titleProperty: 'name',
  schema,
  pageSize: 7,
  filters: [{ name: 'filter', label: 'Serving', options: { kind: 'servings' }, allLabel: 'All servings' }],
  fields: [
    { name: 'name', label: 'Name', input: 'text' },
    { name: 'servingId', label: 'Serving', input: 'select', options: { kind: 'servings' } },
    { name: 'amount', label: 'Amount', input: 'number' },
    { name: 'unit', label: 'Unit', input: 'text' },
    { name: 'kcal', label: 'Energy (kcal)', input: 'number' },
    { name: 'protein', label: 'Protein (g)', input: 'number' },
    { name: 'fat', label: 'Fat (g)', input: 'number' },
    { name: 'carbs', label: 'Carbohydrates (g)', input: 'number' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'name', header: 'Name' },
    { key: 'amount', header: 'Amount' },
    { key: 'unit', header: 'Unit' },
    { key: 'kcal', header: 'kcal', hideOnMobile: true },
  ],
})
