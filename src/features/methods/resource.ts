import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, imageValue, optionalId, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { integer, required } from '@/features/forms/rules'
import { optimizationAreas } from '@/features/optimizationAreas/resource'
import { methodMultipleChoices } from '@/features/methodMultipleChoices/resource'
import { methodTexts } from '@/features/methodTexts/resource'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  parentId: optionalId,
  title: optionalText,
  description: optionalText,
  image: imageValue,
  durationMinutes: optionalNumber,
  motivationId: optionalId,
})

/**
 * Methods: generic at /method-list (no parentId sent, all methods) and under an optimization area at
 * /method-list/{parentId} (design §8.10).
 */
export const methods = defineResource({
  name: 'methods',
  path: '/methods',
  screen: SCREENS.genericMethods,
  childScreen: SCREENS.methods,
  title: 'Methods',
  suffix: 'Method',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  parent: { resource: (): AnyResource => optimizationAreas, key: 'parentId', optional: true },
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'image', label: 'Image', input: 'image' },
    { name: 'durationMinutes', label: 'Duration (minutes)', input: 'number', rules: [integer()] },
    {
      name: 'motivationId',
      label: 'Motivation',
      input: 'select',
      options: { kind: 'dictionary', dictionary: 'motivation' },
    },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'durationMinutes', header: 'Minutes', hideOnMobile: true },
  ],
  children: [
    { resource: (): AnyResource => methodMultipleChoices, label: 'Multiple choices' },
    { resource: (): AnyResource => methodTexts, label: 'Texts' },
  ],
})
