import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, optionalId, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { integer, required } from '@/features/forms/rules'
import { methods } from '@/features/methods/resource'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  methodId: optionalId,
  text: optionalText,
  isCorrect: z.boolean().nullish(),
  sortOrder: optionalNumber,
})

export const methodMultipleChoices = defineResource({
  name: 'methodmultiplechoices',
  path: '/methodmultiplechoices',
  screen: SCREENS.methodMultipleChoices,
  title: 'Multiple choices',
  suffix: 'Multiple choice',
  titleProperty: 'text',
  schema,
  pageSize: PAGE_SIZES.short,
  parent: { resource: (): AnyResource => methods, key: 'methodId' },
  defaults: { isCorrect: false },
  fields: [
    { name: 'text', label: 'Text', input: 'text', rules: [required()] },
    { name: 'isCorrect', label: 'Correct answer', input: 'checkbox' },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'text', header: 'Text' },
    { key: 'isCorrect', header: 'Correct' },
    { key: 'sortOrder', header: 'Sort order', hideOnMobile: true },
  ],
})
