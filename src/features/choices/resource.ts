import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, optionalId, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { integer, required } from '@/features/forms/rules'
import { questions } from '@/features/questions/resource'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  questionId: optionalId,
  text: optionalText,
  value: optionalNumber,
  sortOrder: optionalNumber,
})

export const choices = defineResource({
  name: 'choices',
  path: '/choices',
  screen: SCREENS.choices,
  title: 'Choices',
  suffix: 'Choice',
  titleProperty: 'text',
  schema,
  pageSize: PAGE_SIZES.standard,
  parent: { resource: (): AnyResource => questions, key: 'questionId' },
  fields: [
    { name: 'text', label: 'Text', input: 'text', rules: [required()] },
    { name: 'value', label: 'Value', input: 'number', rules: [required(), integer()] },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'text', header: 'Text' },
    { key: 'value', header: 'Value' },
    { key: 'sortOrder', header: 'Sort order', hideOnMobile: true },
  ],
})
