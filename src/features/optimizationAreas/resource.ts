import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, imageValue, optionalId, optionalText } from '@/features/resources/recordFields'
import { required } from '@/features/forms/rules'
import { targets } from '@/features/targets/resource'
import { methods } from '@/features/methods/resource'

/** The state filter (spec §3, design §8.9): always sent, starting at '0' = all. */
export const AREA_STATES = [
  { value: '0', label: 'All' },
  { value: '1', label: 'Active' },
  { value: '2', label: 'Inactive' },
] as const

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  title: optionalText,
  description: optionalText,
  image: imageValue,
  optimisationId: optionalId,
  active: z.boolean().nullish(),
})

export const optimizationAreas = defineResource({
  name: 'optimizationareas',
  path: '/optimizationareas',
  screen: SCREENS.optimizationAreas,
  title: 'Optimization areas',
  suffix: 'Optimization area',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.stateFilter,
  filters: [{ name: 'state', label: 'State', initial: '0', options: { kind: 'static', options: AREA_STATES } }],
  defaults: { active: true },
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
  children: [
    { resource: (): AnyResource => targets, label: 'Targets' },
    { resource: (): AnyResource => methods, label: 'Methods' },
  ],
})
