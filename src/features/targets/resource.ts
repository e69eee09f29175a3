import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, optionalId, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { decimal, required } from '@/features/forms/rules'
import { optimizationAreas } from '@/features/optimizationAreas/resource'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  optimizationAreaId: optionalId,
  title: optionalText,
  description: optionalText,
  targetId: optionalId,
  value: optionalNumber,
  unit: optionalText,
})

export const targets = defineResource({
  name: 'targets',
  path: '/targets',
  screen: SCREENS.targets,
  title: 'Targets',
  suffix: 'Target',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  parent: { resource: (): AnyResource => optimizationAreas, key: 'optimizationAreaId' },
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'targetId', label: 'Target type', input: 'select', options: { kind: 'dictionary', dictionary: 'target' } },
    { name: 'value', label: 'Value', input: 'number', rules: [decimal()] },
    { name: 'unit', label: 'Unit', input: 'text' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'value', header: 'Value', hideOnMobile: true },
    { key: 'unit', header: 'Unit', hideOnMobile: true },
  ],
})
