import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { decimal, required } from '@/features/forms/rules'
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
  pageSize: PAGE_SIZES.standard,
  filters: [{ name: 'filter', label: 'Serving', options: { kind: 'servings' }, allLabel: 'All servings' }],
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
