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
  title: optionalText,
  text: optionalText,
  sortOrder: optionalNumber,
})

export const methodTexts = defineResource({
  name: 'methodtexts',
  path: '/methodtexts',
  screen: SCREENS.methodTexts,
  title: 'Method texts',
  suffix: 'Method text',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.short,
  parent: { resource: (): AnyResource => methods, key: 'methodId' },
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'text', label: 'Text', input: 'richtext' },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'sortOrder', header: 'Sort order', hideOnMobile: true },
  ],
})
